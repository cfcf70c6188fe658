import { OnboardingFrame } from '../../features/onboarding/onboarding-frame';
import { ONBOARDING_TEXTS } from '../../features/onboarding/onboarding-texts';

const T = ONBOARDING_TEXTS.aboutUs;

/** /welcome/about-us: what the concierge does. */
export function AboutUsPage() {
  return (
    <OnboardingFrame step={0}>
      <p>{T.intro}</p>
      <ul className="plain-list">
        {T.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </OnboardingFrame>
  );
}
