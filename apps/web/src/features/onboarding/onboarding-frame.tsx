import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProgressBar } from '@concierge/ui';
import { paths } from '../../app/paths';
import { usePageTitle } from '../page-title/use-page-title';

/** The three onboarding pages, in order (spec §1, §2). */
export const ONBOARDING_STEPS = [
  { path: paths.aboutUs, title: 'About us' },
  { path: paths.aboutYou, title: 'About you' },
  { path: paths.contactInfo, title: 'Contact info' },
] as const;

/** One onboarding page: its step, progress, content, and the way on. */
export function OnboardingFrame({ step, children }: { step: 0 | 1 | 2; children: ReactNode }) {
  const current = ONBOARDING_STEPS[step];
  const next = ONBOARDING_STEPS[step + 1];
  const previous = step > 0 ? ONBOARDING_STEPS[step - 1] : undefined;
  usePageTitle(current.title);

  return (
    <main id="main" className="cui-page cui-page--narrow onboarding">
      <p className="onboarding__step">
        Step {step + 1} of {ONBOARDING_STEPS.length}
      </p>
      <ProgressBar value={((step + 1) / ONBOARDING_STEPS.length) * 100} label="Onboarding progress" />
      <h1 tabIndex={-1}>{current.title}</h1>
      {children}
      <nav className="onboarding__nav" aria-label="Onboarding">
        {previous ? (
          <RouterLink className="button-link button-link--secondary" to={previous.path}>
            Back: {previous.title}
          </RouterLink>
        ) : null}
        {next ? (
          <RouterLink className="button-link" to={next.path}>
            Next: {next.title}
          </RouterLink>
        ) : (
          <RouterLink className="button-link" to={paths.dashboard}>
            Go to your dashboard
          </RouterLink>
        )}
      </nav>
    </main>
  );
}
