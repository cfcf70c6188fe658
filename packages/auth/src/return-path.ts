import { AUTH_ROUTES } from './constants.js';

const NOT_A_RETURN_TARGET: readonly string[] = [
  AUTH_ROUTES.root,
  AUTH_ROUTES.signIn,
  '/sign-up',
  AUTH_ROUTES.mfaEnrollment,
];

/**
 * The path to come back to after signing in, or null when it is not an internal path or is a sign-in step. A return path is
 * navigated to later, so anything that could leave the origin (`//host`, `/\host`, `https:`) is dropped
 * rather than trusted: stored values can be edited and a 401's path comes from the address bar.
 */
export function toReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 2048) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters have no place in a path and browsers strip some, turning `/\t/host` into `//host`.
  if (Array.from(path).some((character) => character <= '\u001f' || character === '\u007f')) return null;
  // Coming back to the sign-in steps themselves (or the root, which only forwards) is never what was meant:
  // a late 401 read on /sign-in would otherwise replace the page the user was really on.
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  if (
    NOT_A_RETURN_TARGET.some(
      (route) => pathname === route || (route !== '/' && pathname.startsWith(`${route}/`)),
    )
  ) {
    return null;
  }
  return path;
}
