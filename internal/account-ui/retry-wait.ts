import { isApiError } from '@concierge/api-client';
import type { CountdownStart } from '@concierge/ui';

/** The wait a refused call asks for (its `Retry-After`), as a new countdown start; null when it gave none. */
export function retryWaitOf(failure: unknown): CountdownStart | null {
  return isApiError(failure) && failure.retryAfter ? { seconds: failure.retryAfter } : null;
}
