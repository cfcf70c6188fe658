import { Link as RouterLink } from 'react-router';
import { useAuth } from '@concierge/auth';
import { Skeleton } from '@concierge/ui';
import { paths } from '../../app/paths';
import { OnboardingFrame } from '../../features/onboarding/onboarding-frame';

/** /welcome/contact-info: how the concierge reaches the user. */
export function ContactInfoPage() {
  const { user } = useAuth();
  return (
    <OnboardingFrame step={2}>
      <p>Your concierge replies in the request itself, and we email you when there is something new.</p>
      {user ? (
        <dl className="facts">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Phone for two-step verification</dt>
          <dd>
            {user.mfa_phone ?? (
              <>
                None. <RouterLink to={paths.mfaEnrollment}>Add one</RouterLink> when you are ready.
              </>
            )}
          </dd>
        </dl>
      ) : (
        <Skeleton shape="rect" height={72} />
      )}
    </OnboardingFrame>
  );
}
