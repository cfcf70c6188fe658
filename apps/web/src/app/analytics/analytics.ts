import type { AnalyticsConfig } from '../config';
import type { MonitoredUser } from '../monitoring/monitoring-types';
import { createPosthogAnalytics } from './posthog-analytics';

/** Product analytics as the app uses it; adapters translate to one vendor's wire format. */
export interface AnalyticsAdapter {
  /** Ties later events to a person; `internal` marks staff of an internal company (docs/product.md#what-the-product-does). */
  identify(user: MonitoredUser): void;
  /** A page view of a client-side route. */
  page(path: string): void;
  track(event: string, properties?: Record<string, string | number | boolean | null>): void;
  /** Forgets the person (sign-out). */
  reset(): void;
}

/** The default: analytics off. */
export const noopAnalytics: AnalyticsAdapter = {
  identify: () => undefined,
  page: () => undefined,
  track: () => undefined,
  reset: () => undefined,
};

/** Picks the adapter the configuration names. */
export function createAnalytics(config: AnalyticsConfig): AnalyticsAdapter {
  switch (config.provider) {
    case 'posthog':
      return createPosthogAnalytics({ host: config.host, apiKey: config.apiKey });
    case 'none':
      return noopAnalytics;
  }
}
