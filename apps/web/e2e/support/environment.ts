// Where everything of the e2e run lives: shared by playwright.config.ts (main process) and the tests
// (workers), which read the same environment.

import { clamdMissing } from '@concierge/e2e-support/clamd';

export const PARTNERS = [
  'term-life-insurance',
  'auto-insurance',
  'home-insurance',
  'home-warranty',
  'renters-insurance',
  'pet-insurance',
  'wills-and-trusts',
] as const;

export const appPort = Number(process.env.E2E_PORT ?? 4310);
export const collectorPort = Number(process.env.E2E_COLLECTOR_PORT ?? appPort + 1);
export const appOrigin = `http://127.0.0.1:${appPort}`;
/**
 * A real clamd with the EICAR test signature (global-setup.ts), as production scans every upload: on a
 * machine without clamd (a developer's, never CI) the run goes without scanning and its test skips.
 */
export const clamdPort = clamdMissing() ? undefined : Number(process.env.E2E_CLAMD_PORT ?? appPort + 2);
export const collectorOrigin = `http://127.0.0.1:${collectorPort}`;

/** The DSN's public key; the collector accepts any project id. */
export const SENTRY_DSN = `http://e2epublickey@127.0.0.1:${collectorPort}/1`;
/**
 * Users of this company (a seeded one) must be flagged internal: the app flags the companies listed in
 * INTERNAL_COMPANIES. The server's own internal company is invitation-only, so the e2e lists the
 * open demo company, which any test account can join.
 */
export const INTERNAL_COMPANY_SLUG = 'demo';

export const partnerUrl = (slug: string) => `${collectorOrigin}/partners/${slug}`;

/** The server's environment for the run (the web app's runtime config comes from it). */
export function serverEnvironment(dataDir: string): Record<string, string> {
  const partners = Object.fromEntries(
    PARTNERS.map((slug) => [`PARTNER_${slug.toUpperCase().replace(/-/g, '_')}_URL`, partnerUrl(slug)]),
  );
  return {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // E2E_WEB_DIST: a private build, so another session rebuilding dist/ cannot swap the app mid-run.
    WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist',
    DATA_DIR: dataDir,
    SEED: 'true',
    PUBLIC_URL: appOrigin,
    // One browser on one address signs in dozens of times, and the lockout test fails 10 in a row.
    RATE_LIMIT_IP: '100000',
    RATE_LIMIT_ACCOUNT: '100000',
    // One code per 60 s per user (SECURITY.md) would make the second MFA sign-in wait; outside production only.
    OTP_RESEND_MS: '0',
    SENTRY_DSN,
    SENTRY_ENVIRONMENT: 'e2e',
    INTERNAL_COMPANIES: INTERNAL_COMPANY_SLUG,
    POSTHOG_HOST: collectorOrigin,
    POSTHOG_KEY: 'phc_e2e',
    ...partners,
    ...(clamdPort && { CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(clamdPort) }),
  };
}
