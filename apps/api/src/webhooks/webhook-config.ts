/** Outbound webhooks' settings; apps/api/README.md, "Webhooks", lists the variables. */
export interface WebhookConfig {
  /**
   * `WEBHOOKS_ALLOW_PRIVATE=true` (never in production): deliver to loopback, private and link-local
   * addresses, for a receiver on a developer's machine or a test's. Off, such addresses are refused at
   * connect time, after DNS (docs/webhooks.md#addresses-refused).
   */
  allowPrivate: boolean;
  /** `http://` endpoints are accepted outside production only; production takes `https://`. */
  allowHttp: boolean;
  /** `WEBHOOKS_DISABLE_AFTER_HOURS` (72): an endpoint failing every attempt this long is turned off. */
  disableAfterMs: number;
  /** One attempt's limit, connection to last byte read (10 s). */
  timeoutMs: number;
}

const HOUR_MS = 3_600_000;
export const DEFAULT_DISABLE_AFTER_HOURS = 72;

export const defaultWebhookConfig = (): WebhookConfig => ({
  allowPrivate: false,
  allowHttp: true,
  disableAfterMs: DEFAULT_DISABLE_AFTER_HOURS * HOUR_MS,
  timeoutMs: 10_000,
});

/** Reads the webhook variables (already checked by config-schema.ts). */
export function webhookConfigFromEnv(env: NodeJS.ProcessEnv): WebhookConfig {
  const production = env.NODE_ENV === 'production';
  const hours = Number(env.WEBHOOKS_DISABLE_AFTER_HOURS || DEFAULT_DISABLE_AFTER_HOURS);
  return {
    ...defaultWebhookConfig(),
    allowPrivate: !production && env.WEBHOOKS_ALLOW_PRIVATE === 'true',
    allowHttp: !production,
    disableAfterMs: hours * HOUR_MS,
  };
}
