// Where everything of the console's e2e run lives: shared by playwright.config.ts (main process) and the
// tests (workers), which read the same environment. Ports 4320-4329 are the console's.

import { clamdMissing } from '@concierge/e2e-support/clamd';

export const appPort = Number(process.env.CONSOLE_E2E_PORT ?? 4320);
export const appOrigin = `http://127.0.0.1:${appPort}`;
/**
 * A real clamd with the EICAR test signature (global-setup.ts), as production scans every upload: on a
 * machine without clamd (a developer's, never CI) the run goes without scanning and its test skips.
 */
export const clamdPort = clamdMissing()
  ? undefined
  : Number(process.env.CONSOLE_E2E_CLAMD_PORT ?? appPort + 2);
/** The console's address on the server (vite `base`). */
export const CONSOLE_PATH = '/console';

/** The real server's environment for the run: a fresh embedded database with the demo data. */
export function serverEnvironment(dataDir: string): Record<string, string> {
  return {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '../web/dist',
    CONSOLE_DIST: 'dist',
    DATA_DIR: dataDir,
    SEED: 'true',
    PUBLIC_URL: appOrigin,
    // One browser on one address signs in many times.
    RATE_LIMIT_IP: '100000',
    RATE_LIMIT_ACCOUNT: '100000',
    // One code per 60 s per user (SECURITY.md) would make a second MFA sign-in wait; outside production only.
    OTP_RESEND_MS: '0',
    // The webhooks test's receiver listens on loopback, which only development lets webhooks reach.
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    ...(clamdPort && { CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(clamdPort) }),
  };
}
