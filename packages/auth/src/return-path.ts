/**
 * The path to come back to after signing in, or null when it is not an internal path. A return path is
 * navigated to later, so anything that could leave the origin (`//host`, `/\host`, `https:`) is dropped
 * rather than trusted: stored values can be edited and a 401's path comes from the address bar.
 */
export function toReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 2048) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters have no place in a path and browsers strip some, turning `/\t/host` into `//host`.
  if (Array.from(path).some((character) => character <= '\u001f' || character === '\u007f')) return null;
  return path;
}
