import { ProgressBar } from '@concierge/ui';
import { SHELL_TEXTS } from './shell-texts';

/** The bar the shell shows while a navigation loads (its own chunk: never part of a first paint). */
export function NavigationProgress() {
  return <ProgressBar label={SHELL_TEXTS.loadingPage} />;
}
