/**
 * How the kit treats a link target ("an internal route or an external address"):
 * - `external`: http(s) or protocol-relative; opens in a new tab without opener or referrer.
 * - `contact`: mailto: and tel:, handed to the system in place (a new tab would stay blank).
 * - `unsafe`: any other scheme (javascript:, data:, vbscript:…); never rendered as a link.
 * - `internal`: everything else, a route of this app.
 */
export type LinkKind = 'internal' | 'external' | 'contact' | 'unsafe';

export function linkKind(to: string): LinkKind {
  // Browsers drop leading control characters and spaces, and tabs or newlines anywhere, before reading
  // the scheme ("\tjava\nscript:" is javascript:), so the scheme is read the same way here.
  let start = 0;
  while (start < to.length && to.charCodeAt(start) <= 0x20) start++;
  const target = to.slice(start).replace(/[\t\n\r]/g, '');
  // Browsers read a backslash as a slash, so /\host is protocol-relative too.
  if (/^(https?:)?[/\\]{2}/i.test(target)) return 'external';
  if (/^(mailto|tel):/i.test(target)) return 'contact';
  if (/^[a-z][a-z\d+.-]*:/i.test(target)) return 'unsafe';
  return 'internal';
}
