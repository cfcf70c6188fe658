import type { AnalyticsAdapter } from '../analytics/analytics';
import { setMonitoredUser } from './monitoring';
import type { MonitoredUser } from './monitoring-types';

// Who Sentry and analytics are told about (docs/product.md#what-the-product-does, docs/product.md#roles-and-permissions). Said once per change: the signed-out side is known
// at the top of the app (no query needed), the user only where the current-user query runs (query-scope.tsx),
// and several of those may mount in turn for the same person.

/** `undefined`: nothing said yet on this page load; `null`: told nobody is signed in. */
let identified: string | null | undefined;

/** Tells Sentry and analytics who is signed in, unless they were already told. */
export function identifyUser(analytics: AnalyticsAdapter, user: MonitoredUser): void {
  const key = JSON.stringify(user);
  if (key === identified) return;
  identified = key;
  setMonitoredUser(user);
  analytics.identify(user);
}

/** Tells Sentry and analytics that nobody is signed in (analytics starts a new anonymous id). */
export function forgetUser(analytics: AnalyticsAdapter): void {
  if (identified === null) return;
  identified = null;
  setMonitoredUser(null);
  analytics.reset();
}
