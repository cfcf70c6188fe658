import { Link as RouterLink } from 'react-router';
import { useAuth } from '@concierge/auth';
import { Skeleton } from '@concierge/ui';
import { paths } from '../../app/paths';
import { OnboardingFrame } from '../../features/onboarding/onboarding-frame';
import { ONBOARDING_TEXTS } from '../../features/onboarding/onboarding-texts';
import { TextAround } from '@concierge/app-locale/text-around';

const T = ONBOARDING_TEXTS.contactInfo;

/** /welcome/contact-info: how the concierge reaches the user. */
export function ContactInfoPage() {
  const { user } = useAuth();
  return (
    <OnboardingFrame step={2}>
      <p>{T.intro}</p>
      {user ? (
        <dl className="facts">
          <dt>{T.email}</dt>
          <dd>{user.email}</dd>
          <dt>{T.phone}</dt>
          <dd>
            {user.mfa_phone ?? (
              <TextAround text={T.noPhone}>
                <RouterLink to={paths.mfaEnrollment}>{T.addPhone}</RouterLink>
              </TextAround>
            )}
          </dd>
        </dl>
      ) : (
        <Skeleton shape="rect" height={72} />
      )}
    </OnboardingFrame>
  );
}
