import { createHmac } from 'node:crypto';
import type { OutboxRow } from './tables.js';
import { PermanentDeliveryError, type Transport } from './transports.js';

/** How text messages leave the server (`SMS_PROVIDER`); see the README's "Production" section. */
export type SmsConfig =
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      /** A Twilio number in E.164, or … */
      from?: string | undefined;
      /** … a Messaging Service, which picks the sender itself (Twilio prefers this). */
      messagingServiceSid?: string | undefined;
      /** `https://api.twilio.com` unless a test points it at its own server. */
      apiBase: string;
    }
  | {
      provider: 'webhook';
      /** An HTTPS address that accepts the JSON below and sends the text itself. */
      url: string;
      /** HMAC-SHA256 key of the `x-concierge-signature` header. */
      secret: string;
    };

/** One provider call may take this long; then it counts as a failure to retry. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A refusal for good is a 4xx other than 408 (timeout) and 429 (throttled): the provider read the
 * request and will never accept it. 5xx, 408, 429 and network failures are retried by the outbox.
 */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

async function post(url: string, init: RequestInit, describe: (response: Response) => Promise<string>) {
  const response = await fetch(url, {
    ...init,
    method: 'POST',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const reason = await describe(response);
  throw isPermanentStatus(response.status) ? new PermanentDeliveryError(reason) : new Error(reason);
}

/**
 * Twilio's Messages API over plain HTTPS (no SDK: one form-encoded POST):
 * `POST {apiBase}/2010-04-01/Accounts/{AccountSid}/Messages.json` with basic auth `AccountSid:AuthToken`
 * and `To`, `From` or `MessagingServiceSid`, `Body`. Twilio answers 201 with the message resource, or an
 * error `{ code, message, more_info, status }` (e.g. 400 with code 21211, an invalid `To` number).
 */
export class TwilioSmsTransport implements Transport {
  constructor(private readonly config: Extract<SmsConfig, { provider: 'twilio' }>) {}

  async deliver(message: OutboxRow): Promise<void> {
    const { accountSid, authToken, from, messagingServiceSid, apiBase } = this.config;
    const form = new URLSearchParams({ To: message.recipient, Body: message.body });
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    else if (from) form.set('From', from);
    const url = `${apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    await post(
      url,
      {
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      },
      async (response) => {
        const error = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
        const detail = typeof error.message === 'string' ? error.message : response.statusText;
        return `Twilio answered ${response.status}${error.code ? ` (code ${String(error.code)})` : ''}: ${detail}`;
      },
    );
  }

  close(): void {}
}

/** The signature header of a webhook call: `sha256=` and the hex HMAC of `{timestamp}.{body}`. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Any SMS gateway behind an HTTPS endpoint of the deployer's own: a JSON POST
 * `{ id, kind, to, body }` with `x-concierge-timestamp` (Unix seconds), `x-concierge-signature`
 * (`webhookSignature`) and `idempotency-key: outbox-{id}` (a retry carries the same key, so the receiver
 * can drop a text it already sent). Any 2xx is delivered; 4xx but 408/429 is refused for good.
 */
export class WebhookSmsTransport implements Transport {
  constructor(private readonly config: Extract<SmsConfig, { provider: 'webhook' }>) {}

  async deliver(message: OutboxRow): Promise<void> {
    const body = JSON.stringify({
      id: message.id,
      kind: message.kind,
      to: message.recipient,
      body: message.body,
    });
    // Wall-clock time, not the policy clock: the receiver compares it with its own clock to refuse replays.
    const timestamp = String(Math.floor(Date.now() / 1000));
    await post(
      this.config.url,
      {
        headers: {
          'content-type': 'application/json',
          'x-concierge-timestamp': timestamp,
          'x-concierge-signature': webhookSignature(this.config.secret, timestamp, body),
          'idempotency-key': `outbox-${message.id}`,
        },
        body,
      },
      async (response) => `SMS webhook answered ${response.status} ${response.statusText}`.trim(),
    );
  }

  close(): void {}
}

/** The transport `SMS_PROVIDER` names. */
export function smsTransport(config: SmsConfig): Transport {
  return config.provider === 'twilio' ? new TwilioSmsTransport(config) : new WebhookSmsTransport(config);
}
