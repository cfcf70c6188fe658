/**
 * The text to show when a confirmation fails: the app's fixed text when it gave one, else the message the
 * rejection carries (a string, or an Error's message), else the kit's default.
 */
export function confirmErrorText(reason: unknown, fixedText: string | undefined, fallback: string): string {
  if (fixedText) return fixedText;
  if (typeof reason === 'string' && reason.trim()) return reason;
  if (reason instanceof Error && reason.message.trim()) return reason.message;
  return fallback;
}

/** Whether `onConfirm` handed back something to wait for. */
export function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}
