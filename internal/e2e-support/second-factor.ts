// Staff sign in with a second factor (docs/SECURITY.md#staff-second-factor): the e2e suites of the console
// and of the whole product answer the authenticator app's step the way a person with the app would, with a
// code computed here from the account's key.
import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { isApiError } from '@concierge/api-client';
import { nodeClient, type NodeClient } from './api';

/**
 * The authenticator-app key of the seeded demo staff (apps/api `DEMO_STAFF_TOTP_SECRET`, demo data only,
 * printed at start beside the demo sign-ins).
 */
export const DEMO_STAFF_TOTP_SECRET = 'VOTSRPCAXB635Y4GNATY4SWSJVDNDBJT';

/** A member of the team as the tests sign them in: email, password and their app's key. */
export interface StaffAccount {
  email: string;
  password: string;
  totpSecret: string;
}

const STEP_MS = 30_000;

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not a base32 key: ${secret}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The 6-digit code of `secret` for the 30-second step `step` (RFC 6238: HMAC-SHA-1, as the server's). */
export function totpCodeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The last step whose code this process gave, per key. */
const lastStep = new Map<string, number>();

/**
 * A code of `secret` the server will take. The server takes the codes of the step before the current one,
 * the current one and the next (one step of drift each way), each once per account (RFC 6238); this process
 * gives them oldest first, and waits for the next step when all three were given. The previous step's code
 * is not given in the last seconds of a step: the server could read it after the step ended. A suite that
 * signs one account in often so pays at most 30 s a sign-in, after three at once.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  const leftInStep = (now + 1) * STEP_MS - Date.now();
  const oldest = leftInStep > 3_000 ? now - 1 : now;
  const step = Math.max(oldest, (lastStep.get(secret) ?? -Infinity) + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250));
  lastStep.set(secret, step);
  return totpCodeAt(secret, step);
}

/** The labels of the console's second-factor step, in the language the page is in. */
export interface AppStepTexts {
  /** The factor choice's button for the app (an account with several factors). */
  useApp: string;
  /** The app code's field. */
  codeLabel: string;
}

/**
 * On the console's MFA step (after the password): chooses the authenticator app when the account has a
 * choice, enters a fresh code and submits it. A code refused (used already by another process of the run:
 * each Playwright project has its own worker, and the root suite's two projects share one database) is
 * followed by the next one.
 */
export async function passConsoleAppStep(page: Page, secret: string, texts: AppStepTexts): Promise<void> {
  const field = page.getByLabel(texts.codeLabel, { exact: true });
  const choice = page.getByRole('button', { name: texts.useApp, exact: true });
  await expect(field.or(choice)).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  // Up to the three codes the server takes at a time, then one of the next step (freshTotpCode waits for it).
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await field.fill(await freshTotpCode(secret));
    // The server's answer says it, not the screen: a refusal's alert stays up while the next code goes.
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === TOTP_VERIFY_PATH && response.request().method() === 'POST',
      { timeout: 15_000 },
    );
    await field.press('Enter');
    const status = await answer.then(
      (response) => response.status(),
      () => 0,
    );
    if (status !== 401) {
      // Taken (the step leaves), or an answer this helper cannot fix: the caller's next step says which.
      await field.waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => undefined);
      return;
    }
  }
}

/** Where the console sends the app's code (the contract's `verifyTotp`). */
const TOTP_VERIFY_PATH = '/api/v1/mfa/totp/verify';

/**
 * A member of the team signed in through the API in Node: the password, then the app's step. The client
 * sends the session's token and mfa-token, as the console does.
 */
export async function staffSignInThroughApi(origin: string, staff: StaffAccount): Promise<NodeClient> {
  const node = nodeClient(origin);
  const { token } = await node.client.signIn(staff.email, staff.password, { staffOnly: true });
  node.setToken(token);
  for (let attempt = 0; ; attempt += 1) {
    try {
      node.setMfaToken(await node.client.verifyTotp(await freshTotpCode(staff.totpSecret)));
      return node;
    } catch (failure) {
      // A code used already by another process of this run: the next one, up to the next step's.
      if (attempt > 2 || !isApiError(failure) || failure.status !== 401) throw failure;
    }
  }
}

/**
 * An invited member of the team sets up an authenticator app through the API, as the console's first
 * screen has them do: answers its key. The session that enrolled signs out (a test of the account's
 * devices sees only its own).
 */
export async function enrolAppThroughApi(
  origin: string,
  staff: { email: string; password: string },
): Promise<StaffAccount> {
  const node = nodeClient(origin);
  const { token } = await node.client.signIn(staff.email, staff.password, { staffOnly: true });
  node.setToken(token);
  const { secret } = await node.client.startTotpEnrollment();
  node.setMfaToken((await node.client.confirmTotpEnrollment(await freshTotpCode(secret))).mfaToken);
  await node.client.signOut();
  return { ...staff, totpSecret: secret };
}
