import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import { OTP_RESEND_MS } from '../policy.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { injectWebConfig, webConfigFromEnv } from './web-config.js';

const readConfig = (html: string) => {
  const match = /<script type="application\/json" id="concierge-config">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as unknown) : undefined;
};

describe('webConfigFromEnv', () => {
  it('builds the app config from the environment, leaving out what is unset', () => {
    expect(webConfigFromEnv({})).toEqual({});
    expect(
      webConfigFromEnv({
        SENTRY_DSN: 'http://key@127.0.0.1:9999/1',
        INTERNAL_COMPANIES: 'Concierge Internal, Staff Co',
        PARTNER_PET_INSURANCE_URL: 'https://pets.example/sign-up',
        POSTHOG_HOST: 'https://eu.posthog.example',
        POSTHOG_KEY: 'phc_public',
        PRODUCTION_ORIGINS: 'https://app.concierge.example',
        PRODUCTION_API_BASE: 'https://api.concierge.example',
      }),
    ).toEqual({
      sentry: { dsn: 'http://key@127.0.0.1:9999/1' },
      internalCompanies: ['Concierge Internal', 'Staff Co'],
      partnerUrls: { 'pet-insurance': 'https://pets.example/sign-up' },
      analytics: { provider: 'posthog', host: 'https://eu.posthog.example', apiKey: 'phc_public' },
      api: {
        productionOrigins: ['https://app.concierge.example'],
        productionApiBase: 'https://api.concierge.example',
      },
    });
  });

  it('escapes < so no value can close the script element', () => {
    const html = injectWebConfig('<html><head></head></html>', {
      sentry: { dsn: '</script><script>alert(1)' },
    });
    expect(html).not.toContain('</script><script>');
    expect(readConfig(html)).toEqual({ sentry: { dsn: '</script><script>alert(1)' } });
  });
});

describe('OTP resend interval', () => {
  it('may be lowered outside production only', () => {
    expect(configFromEnv({ OTP_RESEND_MS: '0' }).otpResendMs).toBe(0);
    expect(
      configFromEnv({ NODE_ENV: 'production', OTP_RESEND_MS: '0' }, { transports: false }).otpResendMs,
    ).toBe(OTP_RESEND_MS);
    expect(configFromEnv({}).otpResendMs).toBe(60_000);
  });
});

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-config-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Concierge</title></head></html>',
);
const webConfig = { partnerUrls: { 'auto-insurance': 'https://cars.example/sign-up' } };
const server = await startTestServer({ config: { webDist, webConfig } });
afterAll(() => server.close());

describe(onDb('the app shell'), () => {
  it.each(['/', '/index.html', '/dashboard', '/products/auto-insurance'])(
    '%s carries the runtime config',
    async (url) => {
      const res = await server.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(readConfig(res.body)).toEqual(webConfig);
    },
  );
});
