// The three ways a failed call is handled (logged with a fallback, returned, thrown), written once and shared by every endpoint group.
import { isApiError, type ApiError } from '../errors.js';
import type { Caller } from '../http.js';

/** What every endpoint group is built from. */
export interface EndpointContext {
  call: Caller;
  /** Where failures of the lenient calls are logged. */
  logger: Pick<Console, 'error'>;
}

/** Rethrows a failure with a fixed caller-facing text, or the server's `error` field when `preferServer`. */
export async function withText<T>(text: string, run: () => Promise<T>, preferServer = false): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isApiError(error)) throw error;
    throw error.withMessage((preferServer && error.body?.error) || text);
  }
}

/** Lists and requests: a failure is logged and becomes the fallback (`[]` or `null`). */
export async function lenient<T>(
  context: EndpointContext,
  label: string,
  fallback: T,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    context.logger.error(`Concierge API: ${label} failed`, error);
    return fallback;
  }
}

/** Survey calls hand the error object back instead of throwing. */
export async function orError<T>(run: () => Promise<T>): Promise<T | ApiError> {
  try {
    return await run();
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
}
