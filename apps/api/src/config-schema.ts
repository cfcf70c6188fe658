import { z } from 'zod';
import { LOCALES } from '@concierge/api-client/constants';
import { scanningProblems } from './scanning/scanning-config.js';

// Every environment variable the server reads, checked once at start: a wrong value stops the start with
// every problem listed (one line each, naming the variable), instead of a silent fallback or a failure
// at the first request that needs it. config.ts maps the checked values onto ServerConfig.

/** The configuration cannot run: `problems` holds one line per variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

const optional = <T extends z.ZodType>(schema: T) =>
  // An empty variable (`FOO=` in a .env file) counts as unset.
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const url = (protocols: string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${what} (${protocols.map((p) => `${p}//…`).join(' or ')})` },
  );
const integer = (min: number, max?: number) =>
  z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= (max ?? Infinity), {
      message: `must be a whole number from ${min}${max === undefined ? '' : ` to ${max}`}`,
    });
const flag = z.enum(['true', 'false']);
const httpUrl = url(['http:', 'https:'], 'an http(s) address');
const originList = z.string().refine(
  (value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .every((entry) => {
        try {
          return ['http:', 'https:'].includes(new URL(entry).protocol) && new URL(entry).origin === entry;
        } catch {
          return false;
        }
      }),
  { message: 'must be a comma-separated list of origins such as https://app.example.com (no path)' },
);

/** The variables and their formats; `.env.example` documents each. */
export const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(integer(0, 65_535)),
  HOST: optional(z.string()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  PUBLIC_URL: optional(httpUrl),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'a PostgreSQL connection string')),
  DATA_DIR: optional(z.string()),
  WEB_DIST: optional(z.string()),
  CONSOLE_DIST: optional(z.string()),
  SERVE_STORYBOOK: optional(flag),
  STORYBOOK_DIST: optional(z.string()),
  SERVE_API_DOCS: optional(flag),
  SEED: optional(flag),
  REDIS_URL: optional(url(['redis:', 'rediss:'], 'a Redis address')),
  REDIS_PREFIX: optional(z.string()),
  SMTP_URL: optional(url(['smtp:', 'smtps:'], 'an SMTP address')),
  MAIL_FROM: optional(z.string()),
  SMS_PROVIDER: optional(z.enum(['twilio', 'webhook'])),
  TWILIO_ACCOUNT_SID: optional(
    z.string().regex(/^AC[0-9a-fA-F]{32}$/, { message: 'must look like AC + 32 hex digits' }),
  ),
  TWILIO_AUTH_TOKEN: optional(z.string()),
  TWILIO_FROM: optional(
    z.string().regex(/^\+\d{6,15}$/, { message: 'must be a number in E.164 (+15550100)' }),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optional(
    z.string().regex(/^MG[0-9a-fA-F]{32}$/, { message: 'must look like MG + 32 hex digits' }),
  ),
  TWILIO_API_BASE: optional(httpUrl),
  SMS_WEBHOOK_URL: optional(httpUrl),
  SMS_WEBHOOK_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  CORS_ORIGINS: optional(originList),
  TRUST_PROXY: optional(z.string()),
  RATE_LIMIT_IP: optional(integer(1)),
  RATE_LIMIT_ACCOUNT: optional(integer(1)),
  API_TOKEN_RATE_LIMIT: optional(integer(1)),
  HASH_CONCURRENCY: optional(integer(1, 64)),
  OTP_RESEND_MS: optional(integer(0)),
  SENTRY_DSN: optional(httpUrl),
  UPLOAD_ORIGIN: optional(httpUrl),
  // Hours after an unattached upload's address expired before it is removed (uploads/cleanup.ts).
  UPLOAD_UNATTACHED_HOURS: optional(integer(1)),
  // Virus scanning of uploads with clamd (scanning/scanning-config.ts, docs/uploads.md#virus-scanning).
  UPLOAD_SCANNING: optional(z.enum(['on', 'off'])),
  CLAMD_HOST: optional(z.string().min(1)),
  CLAMD_PORT: optional(integer(1, 65535)),
  CLAMD_SOCKET: optional(z.string().min(1)),
  POSTHOG_HOST: optional(httpUrl),
  // Hours between two passes of the data retention job (docs/personal-data.md#the-retention-job).
  RETENTION_EVERY_HOURS: optional(integer(1, 24 * 366)),
  S3_ENDPOINT: optional(httpUrl),
  S3_FORCE_PATH_STYLE: optional(flag),
  DEV_OUTBOX: optional(flag),
  // A clock end-to-end tests move forward (dev-clock.ts); ignored in production.
  DEV_CLOCK: optional(flag),
  // How often each instance looks for service-level escalations due (docs/service-levels.md#escalation).
  SERVICE_LEVELS_POLL_MS: optional(integer(100)),
  WEBHOOKS_ALLOW_PRIVATE: optional(flag),
  WEBHOOKS_DISABLE_AFTER_HOURS: optional(integer(1)),
  DEVICE_TOKEN_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  MFA_SECRET_KEY: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  CONCIERGE_TEAM_EMAIL: optional(z.email({ message: 'must be an email address' })),
  CONCIERGE_TEAM_LOCALE: optional(z.enum(LOCALES, { message: `must be one of ${LOCALES.join(', ')}` })),
  NOTIFY_DIGEST_WINDOW_MS: optional(integer(1)),
  NOTIFY_POLL_MS: optional(integer(1)),
  NOTIFY_SIGNING_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  INBOUND_DOMAIN: optional(z.string()),
  INBOUND_SMTP_PORT: optional(integer(1, 65_535)),
  INBOUND_SMTP_HOST: optional(z.string()),
  SHUTDOWN_DELAY_MS: optional(integer(0, 600_000)),
  SHUTDOWN_TIMEOUT_MS: optional(integer(1, 600_000)),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: optional(integer(0)),
  OVERLOAD_MAX_HEAP_MB: optional(integer(0)),
  WEBAUTHN_RP_ID: optional(
    z.string().regex(/^(?=.*[a-z])[a-z0-9.-]+$/i, {
      message: 'must be a domain name such as concierge.example (no IP)',
    }),
  ),
  WEBAUTHN_ORIGINS: optional(originList),
  CONSOLE_REQUIRE_PASSKEY: optional(flag),
});

export type CheckedEnv = z.infer<typeof envSchema>;

/** Variables another one needs (checked on the raw values, so they are listed along with format errors). */
function dependencyProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (env.SMS_PROVIDER === 'twilio') {
    if (!env.TWILIO_ACCOUNT_SID) problems.push('TWILIO_ACCOUNT_SID is required with SMS_PROVIDER=twilio');
    if (!env.TWILIO_AUTH_TOKEN) problems.push('TWILIO_AUTH_TOKEN is required with SMS_PROVIDER=twilio');
    if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
      problems.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required with SMS_PROVIDER=twilio');
    }
  }
  if (env.SMS_PROVIDER === 'webhook') {
    if (!env.SMS_WEBHOOK_URL) problems.push('SMS_WEBHOOK_URL is required with SMS_PROVIDER=webhook');
    if (!env.SMS_WEBHOOK_SECRET) problems.push('SMS_WEBHOOK_SECRET is required with SMS_PROVIDER=webhook');
  }
  return problems;
}

/**
 * What production cannot run without. Outside production mail and texts fall back to the dev outbox;
 * production turns that page off, so a missing transport would lose every reset link and MFA code
 * without a word. (MFA is always offered in this product, so an SMS transport is always needed.) The
 * secrets below have fallbacks that are fine on a laptop and weak in a deployment.
 */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.SMTP_URL) {
    problems.push(
      'SMTP_URL is required in production: password-reset and unlock emails have no other way out',
    );
  }
  if (!env.SMS_PROVIDER) {
    problems.push(
      'SMS_PROVIDER is required in production (twilio or webhook): MFA codes have no other way out',
    );
  }
  // Outbound webhooks to loopback and private addresses are for a developer's machine only: in production
  // they would let an admin's endpoint reach the servers beside this one.
  if (env.WEBHOOKS_ALLOW_PRIVATE === 'true')
    problems.push('WEBHOOKS_ALLOW_PRIVATE must not be true in production');
  if (env.SMS_WEBHOOK_URL?.startsWith('http:'))
    problems.push('SMS_WEBHOOK_URL must be https:// in production');
  // Secrets a fallback would weaken without a word: a per-process device-token secret ends every device's
  // trust at each restart and differs between instances; a database-kept MFA key sits beside the secrets it
  // encrypts, so one database copy holds both halves.
  if (!env.DEVICE_TOKEN_SECRET) {
    problems.push(
      'DEVICE_TOKEN_SECRET is required in production: without it trusted devices end at every restart and differ between instances',
    );
  }
  if (!env.MFA_SECRET_KEY) {
    problems.push(
      'MFA_SECRET_KEY is required in production: without it authenticator-app secrets are encrypted with a key kept beside them in the database',
    );
  }
  return problems;
}

export interface CheckOptions {
  /** Demand production's mail and SMS transports and secrets (the server); `db:migrate` and `db:seed` send nothing. */
  transports?: boolean;
}

/** Checks the environment; throws a ConfigError listing every problem at once. */
export function checkEnv(env: NodeJS.ProcessEnv, { transports = true }: CheckOptions = {}): CheckedEnv {
  const result = envSchema.safeParse(env);
  const problems = (result.error?.issues ?? []).map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    const message =
      issue.code === 'invalid_value' ? `must be one of ${issue.values.join(', ')}` : issue.message;
    return `${variable} ${message}`;
  });
  problems.push(...dependencyProblems(env));
  if (transports) problems.push(...productionProblems(env), ...scanningProblems(env));
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return result.data;
}

/** For the start scripts: a ConfigError prints its lines (no stack) and ends the process with code 1. */
export function exitOnConfigError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
