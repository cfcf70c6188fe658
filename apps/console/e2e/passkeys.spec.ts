import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addVirtualAuthenticator, expectAccessible, freePort } from '@concierge/e2e-support';
import { PASSKEY_LIST_TEXTS as L } from '@concierge/ui';
import { TEXTS } from '../src/app/texts';
import { CONCIERGE } from './support/accounts';
import { appPort, CONSOLE_PATH, serverEnvironment } from './support/environment';
import { inviteConcierge } from './support/staff';
import { signInThroughConsole } from './support/ui';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

// Passkeys, staff side, in Chromium's virtual authenticator: a new concierge registers a passkey as their
// first second factor on the screen the console opens with (docs/SECURITY.md#staff-second-factor), signs in
// with it as the second factor and without a password, and manages it on the security page; with
// CONSOLE_REQUIRE_PASSKEY (a server of its own) a concierge without one meets the passkey-only screen.
// WebAuthn refuses an IP address as RP ID: the console is opened at http://localhost.

const P = TEXTS.passkeys;
const S = TEXTS.security;
const consoleAt = (port: number) => `http://localhost:${port}${CONSOLE_PATH}`;

const queueHeading = (page: Page) => page.getByRole('heading', { level: 1, name: TEXTS.queue.title });

test('a concierge registers a passkey (recovery codes shown once), signs in with it as second factor and alone, adds a second (no codes), removes them', async ({
  page,
}) => {
  test.slow();
  const staff = await inviteConcierge('passkey', { enrol: false });
  const authenticator = await addVirtualAuthenticator(page);
  const base = consoleAt(appPort);

  await test.step('register a passkey on the first screen, the one that asks for a second factor', async () => {
    await page.goto(`${base}/sign-in`);
    await signInThroughConsole(page, staff);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.secondFactor.title })).toBeVisible();
    const section = page.getByRole('region', { name: P.heading });
    await expect(section.getByText(L.empty)).toBeVisible();
    await section.getByLabel(L.nameLabel).fill('Desk laptop');
    await section.getByRole('button', { name: L.add }).click();
    // The first second factor brings the recovery codes, shown this once before the console opens.
    await expect(page.getByRole('heading', { name: S.newCodesHeading })).toBeFocused();
    await expect(page.locator('.security-codes__list code')).toHaveCount(10);
    await expectAccessible(page, 'console enrolment, a passkey added');
    await page.getByRole('button', { name: S.done }).click();
    await expect(queueHeading(page)).toBeVisible();
    await page.getByRole('link', { name: TEXTS.security.nav }).click();
    const onSecurity = page.getByRole('region', { name: P.heading });
    await expect(onSecurity.getByRole('listitem')).toContainText('Desk laptop');
    await expect(page.getByText(S.codesLeft(10))).toBeVisible();
  });

  await test.step('sign in with the password: the passkey is the second factor', async () => {
    await authenticator.presence(false);
    await page.getByRole('button', { name: TEXTS.signOut }).click();
    // The sign-out's navigation must land first: otherwise signInThroughConsole opens the sign-in page at the
    // configured base URL (127.0.0.1, where WebAuthn refuses to run) instead of this test's localhost.
    await expect(page).toHaveURL(new RegExp(`:${appPort}${CONSOLE_PATH}/sign-in$`));
    await signInThroughConsole(page, staff);
    // The passkey comes first, before the recovery codes it brought.
    await page.getByRole('button', { name: FACTOR_TEXTS.kind.passkey }).click();
    await expect(page.getByText(P.mfaIntro)).toBeVisible();
    await authenticator.presence(true);
    await page.getByRole('button', { name: P.useForMfa }).click();
    await expect(queueHeading(page)).toBeVisible();
  });

  await test.step('sign in with the passkey alone: no password, no MFA step', async () => {
    await page.getByRole('button', { name: TEXTS.signOut }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByRole('button', { name: P.signIn }).click();
    await expect(queueHeading(page)).toBeVisible();
  });

  await test.step('a second passkey brings no codes', async () => {
    await page.getByRole('link', { name: TEXTS.security.nav }).click();
    // The authenticator forgets the first passkey (its last use is behind us), as another device would.
    await authenticator.forget();
    const section = page.getByRole('region', { name: P.heading });
    await section.getByLabel(L.nameLabel).fill('Spare key');
    await section.getByRole('button', { name: L.add }).click();
    await expect(section.getByText(L.added('Spare key'))).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: S.newCodesHeading })).toHaveCount(0);
  });

  await test.step('rename one, then remove both', async () => {
    const section = page.getByRole('region', { name: P.heading });
    await section.getByRole('button', { name: L.rename('Desk laptop') }).click();
    await section.getByLabel(L.nameLabel).first().fill('Old laptop');
    await section.getByRole('button', { name: L.save }).click();
    await expect(section.getByRole('listitem').first()).toContainText('Old laptop');
    for (const name of ['Old laptop', 'Spare key']) {
      await section.getByRole('button', { name: L.remove(name) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: L.removeButton }).click();
      await expect(section.getByRole('button', { name: L.remove(name) })).toHaveCount(0);
    }
    await expect(section.getByText(L.empty)).toBeVisible();
  });
});

test.describe('CONSOLE_REQUIRE_PASSKEY=true', () => {
  let server: ChildProcess | undefined;
  let port = 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'concierge-console-passkey-'));

  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async () => {
    port = await freePort();
    const env = { ...serverEnvironment(dataDir), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
    const child = spawn('node', ['../api/dist/index.js'], {
      env: { ...process.env, ...env, CONSOLE_REQUIRE_PASSKEY: 'true' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server = child;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    // Migrating a fresh database takes a while on a loaded machine; a server that exits says why.
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
          return fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
            (res) => res.ok,
            () => false,
          );
        },
        { timeout: 90_000 },
      )
      .toBe(true);
  });
  test.afterAll(() => {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a concierge without a passkey enrols one before anything else; then the passkey is the second factor', async ({
    page,
  }) => {
    test.slow();
    const authenticator = await addVirtualAuthenticator(page);
    // The seeded concierge has the demo's app: after it, the passkey this setting requires.
    const concierge = CONCIERGE;

    await test.step('after the password and the app: the enrol-first screen, and nothing else', async () => {
      await page.goto(`${consoleAt(port)}/sign-in`);
      await signInThroughConsole(page, concierge);
      await expect(page.getByRole('heading', { level: 1, name: P.enrolTitle })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expectAccessible(page, 'console enrol-first screen');
      await page.getByLabel(L.nameLabel).fill('Work laptop');
      await page.getByRole('button', { name: L.add }).click();
      await expect(queueHeading(page)).toBeVisible();
    });

    await test.step('the next sign-in offers the passkey alone as second factor', async () => {
      await authenticator.presence(false);
      await page.getByRole('button', { name: TEXTS.signOut }).click();
      // On this test's own server: signInThroughConsole opens the default server's sign-in when the page is
      // not on a sign-in page yet, so the sign-out's navigation must have landed first.
      await expect(page).toHaveURL(new RegExp(`:${port}${CONSOLE_PATH}/sign-in`));
      // The password only: the passkey is the one factor this setting takes.
      await signInThroughConsole(page, { email: concierge.email, password: concierge.password });
      await expect(page.getByText(P.mfaIntro)).toBeVisible();
      await expect(page.getByRole('button', { name: FACTOR_TEXTS.kind.sms })).toHaveCount(0);
      await authenticator.presence(true);
      await page.getByRole('button', { name: P.useForMfa }).click();
      await expect(queueHeading(page)).toBeVisible();
    });
  });
});
