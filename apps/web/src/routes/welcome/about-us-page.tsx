import { OnboardingFrame } from '../../features/onboarding/onboarding-frame';

/** /welcome/about-us: what the concierge does. */
export function AboutUsPage() {
  return (
    <OnboardingFrame step={0}>
      <p>
        Concierge is a team of real people who take care of the errands and paperwork life throws at you:
        finding a plumber, comparing insurance, booking a move, sorting out a bill.
      </p>
      <ul className="plain-list">
        <li>Pick what you need help with and answer a few short questions.</li>
        <li>A concierge picks up your request and keeps you posted with messages.</li>
        <li>Follow every request, open, in progress or done, in one place.</li>
      </ul>
    </OnboardingFrame>
  );
}
