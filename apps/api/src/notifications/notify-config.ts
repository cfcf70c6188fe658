import { LOCALES, type Locale } from '@concierge/api-client/constants';
import { DIGEST_POLL_MS, DIGEST_WINDOW_MS } from './policy.js';

/** Notification settings; apps/api/README.md, "Notifications", lists the variables. */
export interface NotificationConfig {
  /** `CONCIERGE_TEAM_EMAIL`: where new requests and requesters' replies are announced; none sends nothing. */
  teamEmail?: string | undefined;
  /**
   * `CONCIERGE_TEAM_LOCALE`: the language of the team's emails, English when unset. The team's
   * address is usually a shared inbox with no account; when an account has it and chose a language, that wins.
   */
  teamLocale?: Locale | undefined;
  /** `NOTIFY_DIGEST_WINDOW_MS`: the digest's quiet time (2 minutes; end-to-end runs shorten it). */
  digestWindowMs: number;
  /** `INBOUND_DOMAIN`: the domain of reply addresses (`reply+{token}@{domain}`). */
  inboundDomain: string;
  /** `INBOUND_SMTP_PORT`: the inbound SMTP listener's port; off when absent (0: any free port, tests). */
  inboundSmtpPort?: number | undefined;
  /** `INBOUND_SMTP_HOST`: the listener's address (127.0.0.1 by default; 0.0.0.0 behind an MX relay). */
  inboundSmtpHost: string;
  /** The inbound listener's SMTP size limit: INBOUND_MAX_BYTES unless a test lowers it. */
  inboundMaxBytes?: number | undefined;
  /** `NOTIFY_SIGNING_SECRET`: HMAC key of reply addresses and unsubscribe links; one kept in the database when unset. */
  signingSecret?: string | undefined;
  /** Look for due digests in this process (tests run them by hand instead). */
  scheduler: boolean;
  pollMs: number;
}

export const defaultNotificationConfig = (): NotificationConfig => ({
  digestWindowMs: DIGEST_WINDOW_MS,
  inboundDomain: 'reply.concierge.test',
  inboundSmtpHost: '127.0.0.1',
  scheduler: true,
  pollMs: DIGEST_POLL_MS,
});

const positive = (value: string | undefined) => {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

/** Reads the notification variables; anything absent or malformed keeps its default. */
export function notificationConfigFromEnv(env: NodeJS.ProcessEnv): NotificationConfig {
  const base = defaultNotificationConfig();
  return {
    ...base,
    teamEmail: env.CONCIERGE_TEAM_EMAIL || undefined,
    teamLocale: LOCALES.find((locale) => locale === env.CONCIERGE_TEAM_LOCALE),
    digestWindowMs: positive(env.NOTIFY_DIGEST_WINDOW_MS) ?? base.digestWindowMs,
    inboundDomain: env.INBOUND_DOMAIN || base.inboundDomain,
    inboundSmtpPort: positive(env.INBOUND_SMTP_PORT),
    inboundSmtpHost: env.INBOUND_SMTP_HOST || base.inboundSmtpHost,
    signingSecret: env.NOTIFY_SIGNING_SECRET || undefined,
    pollMs: positive(env.NOTIFY_POLL_MS) ?? base.pollMs,
  };
}
