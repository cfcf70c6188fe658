import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProgressBar } from '@concierge/ui';
import { paths } from '../../app/paths';
import { usePageTitle } from '../page-title/use-page-title';
import { ONBOARDING_TEXTS as T } from './onboarding-texts';

/** The three onboarding pages, in order (docs/product.md#what-the-product-does, docs/screens.md#routes); their titles are `T.steps`. */
export const ONBOARDING_STEPS = [
  { path: paths.aboutUs, text: 'aboutUs' },
  { path: paths.aboutYou, text: 'aboutYou' },
  { path: paths.contactInfo, text: 'contactInfo' },
] as const;

/** One onboarding page: its step, progress, content, and the way on. */
export function OnboardingFrame({ step, children }: { step: 0 | 1 | 2; children: ReactNode }) {
  const current = ONBOARDING_STEPS[step];
  const next = ONBOARDING_STEPS[step + 1];
  const previous = step > 0 ? ONBOARDING_STEPS[step - 1] : undefined;
  usePageTitle(T.steps[current.text]);

  return (
    <main id="main" className="cui-page cui-page--narrow onboarding">
      <p className="onboarding__step">{T.step(step + 1, ONBOARDING_STEPS.length)}</p>
      <ProgressBar value={((step + 1) / ONBOARDING_STEPS.length) * 100} label={T.progressLabel} />
      <h1 tabIndex={-1}>{T.steps[current.text]}</h1>
      {children}
      <nav className="onboarding__nav" aria-label={T.navLabel}>
        {previous ? (
          <RouterLink className="button-link button-link--secondary" to={previous.path}>
            {T.back(T.steps[previous.text])}
          </RouterLink>
        ) : null}
        {next ? (
          <RouterLink className="button-link" to={next.path}>
            {T.next(T.steps[next.text])}
          </RouterLink>
        ) : (
          <RouterLink className="button-link" to={paths.dashboard}>
            {T.toDashboard}
          </RouterLink>
        )}
      </nav>
    </main>
  );
}
