import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { packageRoot } from './package-root.js';
import { DevClock } from './dev-clock.js';
import { ARGON2_PRODUCTION, OTP_RESEND_MS, RATE_LIMITS } from './policy.js';
import { API_TOKEN_RATE_LIMIT } from './api-tokens/token-policy.js';
import { webConfigFromEnv } from './http/web-config.js';
import { uploadConfigFromEnv, uploadConnectSource, type UploadConfig } from './uploads/upload-config.js';
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS, NO_SHEDDING, type OverloadConfig } from './http/overload.js';
import { DEFAULT_SHUTDOWN, type ShutdownConfig } from './http/shutdown.js';
import type { SmsConfig } from './outbox/sms-transports.js';
import { defaultWebhookConfig, webhookConfigFromEnv, type WebhookConfig } from './webhooks/webhook-config.js';
import { checkEnv, type CheckedEnv, type CheckOptions } from './config-schema.js';
import { retentionConfigFromEnv, type RetentionConfig } from './retention/retention-config.js';
import { relyingPartyFor, relyingPartyFromEnv, type RelyingParty } from './passkeys/relying-party.js';
import {
  defaultNotificationConfig,
  notificationConfigFromEnv,
  type NotificationConfig,
} from './notifications/notify-config.js';

/** Where log lines go; tests pass a collector to scan them. */
export interface LogSink {
  write(line: string): void;
}

/** One rate-limit bucket: at most `limit` hits per `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  /** Folder of the built web app to serve (SPA fallback to its index.html); none serves the API alone. */
  webDist?: string | undefined;
  /** The built concierge console, served at /console/. */
  consoleDist?: string | undefined;
  /** The kit's static Storybook, served at /storybook/ (http/storybook.ts); undefined: not served. */
  storybookDist?: string | undefined;
  /**
   * Serve the API reference (`/api/docs`) and its OpenAPI document (`/api/v1/openapi.json`). On outside
   * production; in production only with `SERVE_API_DOCS=true`: a public map of every route helps an attacker
   * more than the product's users.
   */
  serveApiDocs: boolean;
  /** Log level for pino; `silent` in tests. */
  logLevel: string;
  /** Log destination; stdout when absent. */
  logSink?: LogSink | undefined;
  /** `NODE_ENV=production`: no dev routes, no response checking. */
  production: boolean;
  /** The origin links in emails point to (reset and unlock pages of the web app). */
  publicUrl: string;
  /** `DATABASE_URL` → PostgreSQL; otherwise PGlite in `dataDir` (in memory when `dataDir` is absent). */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Seed demo data after migrating (idempotent). */
  seed: boolean;
  /** `REDIS_URL` → rate-limit counters shared between instances; in memory otherwise. */
  redisUrl?: string | undefined;
  /** Every Redis key starts with this, so instances of one deployment share and tests do not collide. */
  redisPrefix: string;
  /** `SMTP_URL` → mail through nodemailer; otherwise messages are logged and shown at /dev/outbox. */
  smtpUrl?: string | undefined;
  mailFrom: string;
  /** `SMS_PROVIDER` → texts (MFA codes) through Twilio or a webhook; otherwise the dev outbox. */
  sms?: SmsConfig | undefined;
  /** Origins another site may call the API from (`CORS_ORIGINS`); none (CORS off) by default. */
  corsOrigins: string[];
  /** Fastify's `trustProxy`: forwarded headers are believed only when configured (SECURITY.md). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /**
   * Forgot-password answers no sooner than this after the request arrived, whether the email has an
   * account or not, so their times match (SECURITY.md: within 10 %).
   */
  enumerationFloorMs: number;
  /** Concurrent argon2 hashes at most, so a sign-in burst leaves threads for everything else. */
  hashConcurrency: number;
  rateLimits: { perIp: RateLimitRule; perAccount: RateLimitRule };
  /** Calls per API token and minute (`API_TOKEN_RATE_LIMIT`): 429 with Retry-After past it. */
  apiTokenRateLimit: RateLimitRule;
  outbox: {
    /** Run the delivery loop in this process (tests drain the outbox by hand instead). */
    worker: boolean;
    pollMs: number;
  };
  /** Check every answer against the contract's response schema (on outside production). */
  checkResponses: boolean;
  /** Serve /dev/outbox: never in production; elsewhere on a loopback `HOST` or with `DEV_OUTBOX=true`. */
  devRoutes: boolean;
  /** Extra origins the app may connect to (CSP `connect-src`), e.g. Sentry's ingest and the upload store. */
  cspConnectSources: string[];
  /** The clock every policy reads; tests move it forward instead of waiting. */
  now: () => Date;
  /** The web app's runtime config, written into index.html (http/web-config.ts). */
  webConfig: Record<string, unknown>;
  /**
   * Least time between two one-time-code sends to one user (SECURITY.md: 60 s). Only outside production may
   * `OTP_RESEND_MS` lower it, so the end-to-end run can sign in with MFA twice without waiting a minute.
   */
  otpResendMs: number;
  /** Upload storage: local disk (default) or S3 (`S3_BUCKET`); see uploads/upload-config.ts. */
  uploads: UploadConfig;
  /**
   * Signs device tokens (accounts/device-tokens.ts). `DEVICE_TOKEN_SECRET`; every instance of a deployment
   * needs the same one. Without it a random secret per process: tokens then end with a restart, and a
   * device falls back to the ordinary lockout.
   */
  deviceTokenSecret: string;
  /**
   * `MFA_SECRET_KEY`: encrypts authenticator-app secrets at rest (mfa/secret-box.ts). Without it a key kept
   * in the database is used, so enrolments survive restarts but a database copy holds both halves.
   */
  mfaSecretKey?: string | undefined;
  /** Email notifications and reply by email; see notifications/notify-config.ts. */
  notifications: NotificationConfig;
  /** Load shedding: http/overload.ts. */
  overload: OverloadConfig;
  /** Graceful shutdown on SIGTERM: http/shutdown.ts. */
  shutdown: ShutdownConfig;
  /** The WebAuthn relying party; derived from `publicUrl` unless set (passkeys/relying-party.ts). */
  webauthn: RelyingParty;
  /** `CONSOLE_REQUIRE_PASSKEY`: staff must sign in with a passkey, and enrol one before reaching the console. */
  consoleRequirePasskey: boolean;
  /** Outbound webhooks: which addresses, how long failing before an endpoint is turned off. */
  webhooks: WebhookConfig;
  /** The data retention job's schedule (retention/retention-config.ts); no timer by default. */
  retention: RetentionConfig;
  /**
   * Data exports (data-export/export-job.ts): how often each instance looks for exports to prepare; null
   * runs no timer (tests run passes by hand).
   */
  dataExports: { pollMs: number | null };
  /** Account erasures (erasure/routes.ts): how often each instance looks for due ones; null: by hand (tests). */
  erasure: { pollMs: number | null };
  /**
   * Service levels (service-levels/routes.ts): how often each instance looks for escalations due; null: by
   * hand (tests).
   */
  serviceLevels: { pollMs: number | null };
  /** `DEV_CLOCK=true` outside production: the clock end-to-end tests move forward (dev-clock.ts). */
  devClock?: DevClock | undefined;
}

export { packageRoot } from './package-root.js';

/** Defaults for every setting; SECURITY.md's numbers come from `policy.ts`. */
export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const publicUrl = overrides.publicUrl ?? 'http://127.0.0.1:3000';
  return {
    logLevel: 'info',
    production: false,
    publicUrl,
    serveApiDocs: true,
    seed: true,
    redisPrefix: 'concierge:',
    mailFrom: 'Concierge <no-reply@concierge.test>',
    trustProxy: false,
    argon2: { ...ARGON2_PRODUCTION },
    hashConcurrency: 2,
    enumerationFloorMs: 250,
    rateLimits: { perIp: { ...RATE_LIMITS.perIp }, perAccount: { ...RATE_LIMITS.perAccount } },
    apiTokenRateLimit: { ...API_TOKEN_RATE_LIMIT },
    outbox: { worker: true, pollMs: 1000 },
    checkResponses: true,
    devRoutes: true,
    cspConnectSources: [],
    corsOrigins: [],
    now: () => new Date(),
    webConfig: {},
    otpResendMs: OTP_RESEND_MS,
    uploads: {},
    dataExports: { pollMs: 5_000 },
    erasure: { pollMs: 15 * 60 * 1000 },
    serviceLevels: { pollMs: 60_000 },
    deviceTokenSecret: randomBytes(32).toString('base64url'),
    notifications: defaultNotificationConfig(),
    overload: { ...NO_SHEDDING },
    shutdown: { ...DEFAULT_SHUTDOWN },
    webauthn: relyingPartyFor(publicUrl),
    consoleRequirePasskey: false,
    webhooks: defaultWebhookConfig(),
    retention: {},
    ...overrides,
  };
}

/** `true`, a hop count (`1`: one proxy in front), or addresses/subnets (`10.0.0.0/8,127.0.0.1`). */
function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** A listening address only this machine can reach: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function smsFromEnv(env: CheckedEnv): SmsConfig | undefined {
  if (env.SMS_PROVIDER === 'twilio') {
    return {
      provider: 'twilio',
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
      apiBase: env.TWILIO_API_BASE ?? 'https://api.twilio.com',
    };
  }
  if (env.SMS_PROVIDER === 'webhook') {
    return { provider: 'webhook', url: env.SMS_WEBHOOK_URL!, secret: env.SMS_WEBHOOK_SECRET! };
  }
  return undefined;
}

/**
 * Reads the server's configuration from environment variables, after checking them (config-schema.ts):
 * a ConfigError lists every problem at once.
 */
export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  options: CheckOptions = {},
): ServerConfig & { port: number; host: string } {
  const checked = checkEnv(env, options);
  const production = env.NODE_ENV === 'production';
  const devClock = !production && env.DEV_CLOCK === 'true' ? new DevClock() : undefined;
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const base = defaultConfig();
  const publicUrl = (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(
    /\/$/,
    '',
  );
  return {
    ...base,
    port,
    host,
    production,
    webDist: path.resolve(env.WEB_DIST ?? path.join(packageRoot, '../web/dist')),
    consoleDist: path.resolve(env.CONSOLE_DIST ?? path.join(packageRoot, '../console/dist')),
    // The kit's docs for designers: served outside production unless turned off; in production only when
    // asked for (it is documentation, not the product, and carries the preview's test helpers).
    storybookDist: (env.SERVE_STORYBOOK ? env.SERVE_STORYBOOK === 'true' : !production)
      ? path.resolve(env.STORYBOOK_DIST ?? path.join(packageRoot, '../../packages/ui/storybook-static'))
      : undefined,
    serveApiDocs: env.SERVE_API_DOCS ? env.SERVE_API_DOCS === 'true' : !production,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(packageRoot, '.data')),
    // Demo accounts with published passwords: never in production unless asked for.
    seed: env.SEED ? env.SEED === 'true' : !production,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? base.redisPrefix,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? base.mailFrom,
    sms: smsFromEnv(checked),
    corsOrigins: (checked.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: {
      perIp: {
        limit: positiveInt(env.RATE_LIMIT_IP, RATE_LIMITS.perIp.limit),
        windowMs: RATE_LIMITS.perIp.windowMs,
      },
      perAccount: {
        limit: positiveInt(env.RATE_LIMIT_ACCOUNT, RATE_LIMITS.perAccount.limit),
        windowMs: RATE_LIMITS.perAccount.windowMs,
      },
    },
    apiTokenRateLimit: {
      limit: positiveInt(env.API_TOKEN_RATE_LIMIT, API_TOKEN_RATE_LIMIT.limit),
      windowMs: API_TOKEN_RATE_LIMIT.windowMs,
    },
    hashConcurrency: positiveInt(env.HASH_CONCURRENCY, base.hashConcurrency),
    checkResponses: !production,
    // The dev outbox shows every user's reset links and codes: only where nobody else can reach it, or when
    // asked for by name.
    devRoutes: !production && (isLoopbackHost(host) || env.DEV_OUTBOX === 'true'),
    cspConnectSources: [
      ...originOf(env.SENTRY_DSN),
      // The store the browser PUTs files to: as set, else derived from the S3 settings (on local disk the
      // browser PUTs to the API itself, docs/uploads.md#storage).
      ...uploadConnectSource(env),
      ...originOf(env.POSTHOG_HOST),
    ],
    webConfig: webConfigFromEnv(env),
    otpResendMs: production ? OTP_RESEND_MS : nonNegativeInt(env.OTP_RESEND_MS, OTP_RESEND_MS),
    uploads: uploadConfigFromEnv(env),
    deviceTokenSecret: env.DEVICE_TOKEN_SECRET || base.deviceTokenSecret,
    mfaSecretKey: env.MFA_SECRET_KEY || undefined,
    notifications: notificationConfigFromEnv(env),
    overload: {
      maxEventLoopDelayMs: nonNegativeInt(
        env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
        env.DATABASE_URL ? DEFAULT_MAX_EVENT_LOOP_DELAY_MS : 0,
      ),
      maxHeapUsedBytes: nonNegativeInt(env.OVERLOAD_MAX_HEAP_MB, 0) * 1024 * 1024,
    },
    shutdown: {
      delayMs: nonNegativeInt(env.SHUTDOWN_DELAY_MS, DEFAULT_SHUTDOWN.delayMs),
      timeoutMs: positiveInt(env.SHUTDOWN_TIMEOUT_MS, DEFAULT_SHUTDOWN.timeoutMs),
    },
    webauthn: relyingPartyFromEnv(checked, publicUrl),
    consoleRequirePasskey: checked.CONSOLE_REQUIRE_PASSKEY === 'true',
    webhooks: webhookConfigFromEnv(env),
    retention: retentionConfigFromEnv(env),
    serviceLevels: { pollMs: positiveInt(env.SERVICE_LEVELS_POLL_MS, base.serviceLevels.pollMs!) },
    ...(devClock && { devClock, now: devClock.now }),
  };
}
