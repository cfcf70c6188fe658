/** The Content-Security-Policy directives SECURITY.md requires on the served app. */
export const REQUIRED_CSP: Record<string, string> = {
  'default-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': "'none'",
  // Not covered by default-src: forms post to this origin only.
  'form-action': "'self'",
};

/** A CSP header as directive → value (however the server spaces its separators). */
export function parseCsp(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}
