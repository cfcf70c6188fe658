import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configFromEnv, defaultConfig, packageRoot } from './config.js';
import { ConfigError, envSchema } from './config-schema.js';
import { DEV_OUTBOX_TEXT, devOutboxNotice } from './outbox/dev-routes.js';
import { ARGON2_PRODUCTION, OTP_DIGITS, RATE_LIMITS, SESSION_TTL_MS, TOKEN_BYTES } from './policy.js';

/** The least a production start needs: a mail server and an SMS transport. */
const PRODUCTION_TRANSPORTS = {
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example.com/hook',
  SMS_WEBHOOK_SECRET: 'x'.repeat(32),
  DEVICE_TOKEN_SECRET: 'd'.repeat(32),
  MFA_SECRET_KEY: 'm'.repeat(32),
  CLAMD_HOST: '127.0.0.1',
};

/** The problems a ConfigError lists for `env`, or none. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    configFromEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('configuration', () => {
  it('defaults to argon2id parameters that meet SECURITY.md: m ≥ 19 MiB, t ≥ 2, p = 1', () => {
    const { argon2 } = configFromEnv({});
    expect(argon2).toEqual(ARGON2_PRODUCTION);
    expect(argon2.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(argon2.timeCost).toBeGreaterThanOrEqual(2);
    expect(argon2.parallelism).toBe(1);
  });

  it('holds the session and code numbers of SECURITY.md', () => {
    expect(TOKEN_BYTES * 8).toBe(256);
    expect(SESSION_TTL_MS).toBe(24 * 60 * 60 * 1000);
    expect(OTP_DIGITS).toBe(6);
  });

  it('uses PGlite in apps/api/.data unless DATABASE_URL is set', () => {
    const embedded = configFromEnv({});
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.dataDir).toMatch(/apps\/api\/\.data$/);
    expect(configFromEnv({ DATABASE_URL: 'postgres://db/x' }).databaseUrl).toBe('postgres://db/x');
    expect(configFromEnv({ DATA_DIR: '/tmp/x' }).dataDir).toBe('/tmp/x');
  });

  it('serves the dev outbox only on a loopback-only server or with DEV_OUTBOX=true, and says so at start', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost', '127.0.0.2'])
      expect(configFromEnv({ HOST }).devRoutes).toBe(true);
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'example.test']) {
      const config = configFromEnv({ HOST });
      expect(config.devRoutes, HOST).toBe(false);
      expect(devOutboxNotice(config)).toBe(DEV_OUTBOX_TEXT.offNotLoopback(HOST));
      expect(configFromEnv({ HOST, DEV_OUTBOX: 'true' }).devRoutes).toBe(true);
    }
    expect(
      configFromEnv({ HOST: '0.0.0.0', DEV_OUTBOX: 'true', NODE_ENV: 'production', ...PRODUCTION_TRANSPORTS })
        .devRoutes,
    ).toBe(false);
    const local = configFromEnv({ HOST: '127.0.0.1', PORT: '3000' });
    expect(devOutboxNotice(local)).toBe(DEV_OUTBOX_TEXT.on('http://127.0.0.1:3000/dev/outbox'));
    expect(devOutboxNotice(configFromEnv({ HOST: '127.0.0.1', SMTP_URL: 'smtp://mail' }))).toBe(
      DEV_OUTBOX_TEXT.on('http://127.0.0.1:3000/dev/outbox'),
    );
    expect(devOutboxNotice(configFromEnv({ NODE_ENV: 'production', ...PRODUCTION_TRANSPORTS }))).toBeNull();
  });

  it('turns dev routes, answer checks and demo seeding off in production', () => {
    const development = configFromEnv({});
    expect(development).toMatchObject({
      production: false,
      devRoutes: true,
      checkResponses: true,
      seed: true,
    });
    const production = configFromEnv({ NODE_ENV: 'production', ...PRODUCTION_TRANSPORTS });
    expect(production).toMatchObject({
      production: true,
      devRoutes: false,
      checkResponses: false,
      seed: false,
    });
  });

  it('moves the clock for end-to-end tests only outside production, forward only', async () => {
    expect(configFromEnv({}).devClock).toBeUndefined();
    expect(
      configFromEnv({ NODE_ENV: 'production', DEV_CLOCK: 'true', ...PRODUCTION_TRANSPORTS }).devClock,
    ).toBeUndefined();
    const config = configFromEnv({ DEV_CLOCK: 'true' });
    const before = config.now().getTime();
    config.devClock!.advance(3_600_000);
    expect(config.now().getTime() - before).toBeGreaterThanOrEqual(3_600_000);
    expect(configFromEnv({ SERVICE_LEVELS_POLL_MS: '500' }).serviceLevels.pollMs).toBe(500);
  });

  it('reads Redis, SMTP, proxy trust and rate limits from the environment', () => {
    const config = configFromEnv({
      REDIS_URL: 'redis://r:6379',
      SMTP_URL: 'smtp://m:25',
      TRUST_PROXY: '1',
      RATE_LIMIT_IP: '5',
      RATE_LIMIT_ACCOUNT: '2',
    });
    expect(config.redisUrl).toBe('redis://r:6379');
    expect(config.smtpUrl).toBe('smtp://m:25');
    expect(typeof config.trustProxy).toBe('function');
    expect(config.rateLimits.perIp.limit).toBe(5);
    expect(config.rateLimits.perAccount.limit).toBe(2);
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(defaultConfig().rateLimits).toEqual(RATE_LIMITS);
  });

  it('serves Storybook outside production, and in production only with SERVE_STORYBOOK=true', () => {
    expect(configFromEnv({}).storybookDist).toMatch(/packages\/ui\/storybook-static$/);
    expect(configFromEnv({ SERVE_STORYBOOK: 'false' }).storybookDist).toBeUndefined();
    expect(configFromEnv({ STORYBOOK_DIST: '/srv/sb' }).storybookDist).toBe('/srv/sb');
    const production = { NODE_ENV: 'production', ...PRODUCTION_TRANSPORTS };
    expect(configFromEnv(production).storybookDist).toBeUndefined();
    expect(configFromEnv({ ...production, SERVE_STORYBOOK: 'true' }).storybookDist).toMatch(
      /storybook-static$/,
    );
  });

  it('serves the API docs and the OpenAPI document outside production, and in production only with SERVE_API_DOCS=true', () => {
    expect(configFromEnv({}).serveApiDocs).toBe(true);
    expect(configFromEnv({ SERVE_API_DOCS: 'false' }).serveApiDocs).toBe(false);
    const production = { NODE_ENV: 'production', ...PRODUCTION_TRANSPORTS };
    expect(configFromEnv(production).serveApiDocs).toBe(false);
    expect(configFromEnv({ ...production, SERVE_API_DOCS: 'true' }).serveApiDocs).toBe(true);
    expect(problemsOf({ SERVE_API_DOCS: 'yes' })).toEqual([expect.stringContaining('SERVE_API_DOCS')]);
  });

  it('lets the CSP reach the Sentry ingest origin when a DSN is configured', () => {
    const config = configFromEnv({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' });
    expect(config.cspConnectSources).toEqual(['https://o1.ingest.sentry.io']);
  });

  it('lets the CSP reach the upload store: UPLOAD_ORIGIN, else the origin the S3 settings presign on', () => {
    const s3 = { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const connect = (env: NodeJS.ProcessEnv) => configFromEnv(env).cspConnectSources;
    // Local disk: the browser PUTs to the API itself.
    expect(connect({})).toEqual([]);
    // AWS, virtual-hosted (the bucket a subdomain), and path-style when asked for.
    expect(connect({ ...s3, S3_REGION: 'eu-west-1' })).toEqual(['https://files.s3.eu-west-1.amazonaws.com']);
    expect(connect({ ...s3, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'true' })).toEqual([
      'https://s3.eu-west-1.amazonaws.com',
    ]);
    // Another store: path-style by default, its endpoint's origin; virtual-hosted when turned off.
    expect(connect({ ...s3, S3_ENDPOINT: 'https://minio.example.com:9000/' })).toEqual([
      'https://minio.example.com:9000',
    ]);
    expect(connect({ ...s3, S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' })).toEqual([
      'https://files.r2.example.com',
    ]);
    // Set, UPLOAD_ORIGIN wins.
    expect(connect({ ...s3, UPLOAD_ORIGIN: 'https://cdn.example.com/uploads' })).toEqual([
      'https://cdn.example.com',
    ]);
  });

  it('removes uploads never attached 24 hours after their address expired, unless UPLOAD_UNATTACHED_HOURS says otherwise', () => {
    expect(configFromEnv({}).uploads).toMatchObject({ unattachedHours: 24, cleanupPollMs: 60_000 });
    expect(configFromEnv({ UPLOAD_UNATTACHED_HOURS: '72' }).uploads.unattachedHours).toBe(72);
    expect(problemsOf({ UPLOAD_UNATTACHED_HOURS: '0' })).toEqual([
      'UPLOAD_UNATTACHED_HOURS must be a whole number from 1',
    ]);
    // PUBLIC_URL as set is the origin of local upload addresses; unset, each request's own.
    expect(configFromEnv({ PUBLIC_URL: 'https://concierge.example.com/' }).uploads.publicUrl).toBe(
      'https://concierge.example.com',
    );
    expect(configFromEnv({}).uploads.publicUrl).toBeUndefined();
  });

  it('refuses production without SMTP_URL, an SMS transport or its secrets, one line naming each variable', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SMTP_URL is required in production: password-reset and unlock emails have no other way out',
      'SMS_PROVIDER is required in production (twilio or webhook): MFA codes have no other way out',
      'DEVICE_TOKEN_SECRET is required in production: without it trusted devices end at every restart and differ between instances',
      'MFA_SECRET_KEY is required in production: without it authenticator-app secrets are encrypted with a key kept beside them in the database',
      'CLAMD_HOST or CLAMD_SOCKET is required in production: uploads are scanned for viruses before anyone opens them (UPLOAD_SCANNING=off runs without, on purpose)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_TRANSPORTS, MFA_SECRET_KEY: '' })).toEqual([
      'MFA_SECRET_KEY is required in production: without it authenticator-app secrets are encrypted with a key kept beside them in the database',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_TRANSPORTS, SMS_PROVIDER: '' })).toEqual([
      'SMS_PROVIDER is required in production (twilio or webhook): MFA codes have no other way out',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_TRANSPORTS })).toEqual([]);
    // Outside production both fall back to the dev outbox; db:migrate and db:seed send nothing.
    expect(problemsOf({})).toEqual([]);
    expect(configFromEnv({ NODE_ENV: 'production' }, { transports: false }).production).toBe(true);
  });

  it('lists every wrong variable at once instead of falling back silently', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        REDIS_URL: 'http://redis:6379',
        RATE_LIMIT_IP: '0',
        SEED: 'yes',
        CORS_ORIGINS: 'https://a.example.com/path',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC123',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535',
      'SEED must be one of true, false',
      'REDIS_URL must be a Redis address (redis://… or rediss://…)',
      'TWILIO_ACCOUNT_SID must look like AC + 32 hex digits',
      'CORS_ORIGINS must be a comma-separated list of origins such as https://app.example.com (no path)',
      'RATE_LIMIT_IP must be a whole number from 1',
      'TWILIO_AUTH_TOKEN is required with SMS_PROVIDER=twilio',
      'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required with SMS_PROVIDER=twilio',
    ]);
  });

  it('reads the SMS transport and the CORS allow-list', () => {
    const twilio = configFromEnv({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15550100000',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
    });
    expect(twilio.sms).toEqual({
      provider: 'twilio',
      accountSid: `AC${'0'.repeat(32)}`,
      authToken: 'token',
      from: '+15550100000',
      messagingServiceSid: undefined,
      apiBase: 'https://api.twilio.com',
    });
    expect(twilio.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(configFromEnv({}).sms).toBeUndefined();
    expect(configFromEnv({}).corsOrigins).toEqual([]);
  });

  it('documents every variable it checks in .env.example', () => {
    const example = readFileSync(path.join(packageRoot, '../../.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(Object.keys(envSchema.shape).filter((name) => !documented.has(name))).toEqual([]);
  });
});
