// Staff sign in with a second factor (docs/SECURITY.md#staff-second-factor): the benches that act as the
// demo concierge answer the authenticator app's step with a code computed from the demo's key, as a person
// with the app would (RFC 6238: HMAC-SHA-1, 6 digits, 30 s, the server's settings).
import { createHmac } from 'node:crypto';

/** The demo staff's authenticator-app key (apps/api `DEMO_STAFF_TOTP_SECRET`, demo data only). */
export const DEMO_STAFF_TOTP_SECRET = 'VOTSRPCAXB635Y4GNATY4SWSJVDNDBJT';

const STEP_MS = 30_000;

function base32(secret) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** The code of `secret` for the 30-second step `step` (a step number: Unix time / 30 s). */
export function totpCodeAt(secret, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The codes to try, oldest first: the server takes the previous, current and next step's code, each once
 * per account (an earlier sign-in of the same account may have spent some); when all are refused, the next
 * step's after waiting for it to come within reach. The previous step's is skipped in a step's last seconds.
 */
async function* codesToTry(secret) {
  const now = Math.floor(Date.now() / STEP_MS);
  const leftInStep = (now + 1) * STEP_MS - Date.now();
  for (let step = leftInStep > 3_000 ? now - 1 : now; step <= now + 1; step += 1)
    yield totpCodeAt(secret, step);
  await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 250));
  yield totpCodeAt(secret, now + 2);
}

/**
 * Signs a member of the team in through the API: the password, then the app's code (another step's when
 * one was taken by an earlier sign-in of the same account). Answers the session's token and mfa-token, and
 * the headers that send both.
 */
export async function signInStaff(url, { email, password }, secret = DEMO_STAFF_TOTP_SECRET) {
  const signedIn = await fetch(`${url}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  const token = signedIn.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!signedIn.ok || !token) throw new Error(`Sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  let last;
  for await (const code of codesToTry(secret)) {
    const verified = await fetch(`${url}/api/v1/mfa/totp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code }),
    });
    const mfaToken = verified.headers.get('mfa-token');
    if (verified.ok && mfaToken) {
      return { token, mfaToken, headers: { authorization: `Bearer ${token}`, 'mfa-token': mfaToken } };
    }
    last = `${verified.status} ${await verified.text()}`;
    if (verified.status !== 401) break;
  }
  throw new Error(`The app's step failed: ${last}`);
}

/**
 * On the console's second-factor step after the password (Playwright page): the app's code, another
 * step's while the console says one was not taken. `labels` are the console's English texts.
 */
export async function passConsoleAppStep(page, secret = DEMO_STAFF_TOTP_SECRET, labels = {}) {
  const field = page.getByLabel(labels.codeLabel ?? 'Code from the app', { exact: true });
  const choice = page.getByRole('button', {
    name: labels.useApp ?? 'Use your authenticator app',
    exact: true,
  });
  await field.or(choice).first().waitFor({ timeout: 30_000 });
  if (await choice.isVisible()) await choice.click();
  for await (const code of codesToTry(secret)) {
    await field.fill(code);
    await field.press('Enter');
    const outcome = await Promise.race([
      field.waitFor({ state: 'hidden', timeout: 15_000 }).then(() => 'taken'),
      page
        .getByRole('alert')
        .waitFor({ state: 'visible', timeout: 15_000 })
        .then(() => 'refused'),
    ]).catch(() => 'unknown');
    if (outcome !== 'refused') return;
  }
}
