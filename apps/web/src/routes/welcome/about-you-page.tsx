import { useAuth } from '@concierge/auth';
import { Skeleton } from '@concierge/ui';
import { OnboardingFrame } from '../../features/onboarding/onboarding-frame';

/** /welcome/about-you: what we know about the new user, so they can check it. */
export function AboutYouPage() {
  const { user } = useAuth();
  return (
    <OnboardingFrame step={1}>
      <p>This is what your concierge will see about you.</p>
      {user ? (
        <dl className="facts">
          <dt>Name</dt>
          <dd>{user.full_name}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Company</dt>
          <dd>{user.company?.name ?? 'None'}</dd>
        </dl>
      ) : (
        <Skeleton shape="rect" height={96} />
      )}
    </OnboardingFrame>
  );
}
