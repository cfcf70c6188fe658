import type { ParsedMail } from 'mailparser';

/** What the receiving mail server found (RFC 8601 `Authentication-Results`); null where it said nothing. */
export interface MailAuthentication {
  spf: string | null;
  dkim: string | null;
  dmarc: string | null;
}

// Longer header values are not read further: three results fit many times over.
const VALUE_MAX_CHARS = 8_192;
const FAILING = ['fail', 'softfail', 'permerror'];

/**
 * The results of the topmost `Authentication-Results` header: the one the server that received the mail
 * for our domain prepended. Headers further down came with the message and may be forged by its sender; a
 * receiving server that follows RFC 8601 also removes any carrying its own name. Of several DKIM
 * signatures, one that passes is enough.
 */
export function authenticationResults(mail: ParsedMail): MailAuthentication {
  const results: MailAuthentication = { spf: null, dkim: null, dmarc: null };
  const header = mail.headerLines.find((line) => line.key === 'authentication-results');
  if (!header) return results;
  const value = header.line.slice(header.line.indexOf(':') + 1, VALUE_MAX_CHARS).replace(/\r?\n[ \t]+/g, ' ');
  // The first part is the server's name; each further one is `method=result` and its properties.
  for (const part of value.split(';').slice(1)) {
    const match = /^\s*(spf|dkim|dmarc)\s*=\s*([a-z]+)/i.exec(part);
    if (!match) continue;
    const method = match[1]!.toLowerCase() as keyof MailAuthentication;
    const result = match[2]!.toLowerCase();
    if (method === 'dkim' && results.dkim === 'pass') continue;
    if (results[method] === null || method === 'dkim') results[method] = result;
  }
  return results;
}

/**
 * A staff reply must not come from a sender its receiving server failed: refused when DMARC fails, or when
 * DMARC did not pass and SPF or DKIM fails (`softfail` and `permerror` count as failing); `temperror` is
 * answered "try again later". A DMARC pass is enough on its own (a forwarded mail fails SPF yet passes
 * DMARC through DKIM). No header at all (a server that does not check) refuses nothing.
 */
export function authenticationVerdict(results: MailAuthentication): 'ok' | 'fail' | 'temperror' {
  if (results.dmarc === 'pass') return 'ok';
  const all = [results.spf, results.dkim, results.dmarc];
  if (all.some((result) => result !== null && FAILING.includes(result))) return 'fail';
  if (all.includes('temperror')) return 'temperror';
  return 'ok';
}
