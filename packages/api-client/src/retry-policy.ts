import { isApiError } from './errors.js';

/** Retries of a failed read after the first try (three tries in all), for every app and the auth package. */
export const MAX_READ_RETRIES = 2;

/**
 * Whether a failed read is worth asking again, in TanStack Query's `retry(failureCount, error)` shape: no
 * answer or a 5xx, up to {@link MAX_READ_RETRIES} times. A 4xx will not change by asking again (and a 401
 * or 403 has already been handled by the 401 policy or the app).
 */
export function retryServerErrors(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < MAX_READ_RETRIES;
}
