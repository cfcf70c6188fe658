import { useAuth } from '@concierge/auth';
import { Skeleton } from '@concierge/ui';
import { OnboardingFrame } from '../../features/onboarding/onboarding-frame';
import { ONBOARDING_TEXTS } from '../../features/onboarding/onboarding-texts';

const T = ONBOARDING_TEXTS.aboutYou;

/** /welcome/about-you: what we know about the new user, so they can check it. */
export function AboutYouPage() {
  const { user } = useAuth();
  return (
    <OnboardingFrame step={1}>
      <p>{T.intro}</p>
      {user ? (
        <dl className="facts">
          <dt>{T.name}</dt>
          <dd>{user.full_name}</dd>
          <dt>{T.email}</dt>
          <dd>{user.email}</dd>
          <dt>{T.company}</dt>
          <dd>{user.company?.name ?? T.noCompany}</dd>
        </dl>
      ) : (
        <Skeleton shape="rect" height={96} />
      )}
    </OnboardingFrame>
  );
}
