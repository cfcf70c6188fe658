import { ProgressBar } from '@concierge/ui';

/** The bar the shell shows while a navigation loads (its own chunk: never part of a first paint). */
export function NavigationProgress() {
  return <ProgressBar label="Loading page" />;
}
