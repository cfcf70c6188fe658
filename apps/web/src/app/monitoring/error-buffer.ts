// Errors thrown before Sentry has loaded (it loads after first paint, to keep it out of the first chunk)
// are kept here and handed over once it is ready, so a crash during start-up is still reported.

/** How many early errors we keep; a render loop must not grow memory without bound. */
export const ERROR_BUFFER_LIMIT = 50;

export interface ErrorBuffer {
  /** Adds an error reported by the app itself (e.g. a route error boundary). */
  push(error: unknown): void;
  /** Stops listening and returns what was kept, oldest first. */
  drain(): unknown[];
}

/** Starts collecting uncaught errors and unhandled rejections from `target` (the window). */
export function startErrorBuffer(target: EventTarget, limit = ERROR_BUFFER_LIMIT): ErrorBuffer {
  const kept: unknown[] = [];
  const push = (error: unknown) => {
    if (kept.length < limit) kept.push(error);
  };
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    push(error ?? new Error(message || 'Unknown error'));
  };
  const onRejection = (event: Event) => push((event as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    push,
    drain() {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      return kept.splice(0);
    },
  };
}
