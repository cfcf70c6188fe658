import type { Collected } from './collector';
import { collectorOrigin } from './environment';

/** What the stand-in for Sentry and PostHog has received so far. */
export async function collected(): Promise<Collected> {
  return (await fetch(`${collectorOrigin}/__collected`)).json() as Promise<Collected>;
}

/** Forgets everything received (each monitoring test starts from nothing). */
export async function resetCollector(): Promise<void> {
  await fetch(`${collectorOrigin}/__collected`, { method: 'DELETE' });
}
