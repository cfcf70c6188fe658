import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { users } from '../accounts/tables.js';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { accountLocale } from '../i18n/negotiation.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import type { OutboxRow } from '../outbox/tables.js';
import { PermanentDeliveryError, type Transport } from '../outbox/transports.js';
import { signingSecretBox } from './signing-secrets.js';
import { webhookDeliveries, webhookEndpoints, type WebhookEndpointRow } from './tables.js';
import { endpointDisabledMail } from './texts.js';
import { postWebhook, type WebhookAttempt } from './webhook-request.js';
import type { Resolve } from './address-guard.js';

/**
 * Retries back off exponentially from 90 s, doubling ten times: the eleventh attempt comes about 25.6 hours
 * after the first ("about a day", as Standard Webhooks' own schedule), then the event is given up.
 */
export const WEBHOOK_FIRST_RETRY_MS = 90_000;
export const WEBHOOK_MAX_ATTEMPTS = 11;
export const webhookRetryDelayMs = (attempts: number) =>
  WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);

export interface WebhookTransportDeps {
  db: Db;
  config: Pick<ServerConfig, 'webhooks' | 'mfaSecretKey' | 'publicUrl'>;
  /** The policy clock: retries, the failing time, the log. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** Tests resolve host names themselves (a name that resolves to loopback). */
  resolve?: Resolve;
}

/** The signature header: one `v1,…` per live secret (the previous one too, for a day after a rotation). */
export function signatureHeader(secrets: string[], messageId: string, signedAt: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, signedAt, body)).join(' ');
}

const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The outbox's `webhook` channel: one attempt at one event for one endpoint, signed per Standard Webhooks,
 * recorded in the endpoint's delivery log. The worker retries what throws (at least once; in order per
 * request through the rows' ordering key) on this transport's schedule.
 */
export class WebhookTransport implements Transport {
  constructor(private readonly deps: WebhookTransportDeps) {}

  retryDelayMs(attempts: number): number {
    return webhookRetryDelayMs(attempts);
  }

  async deliver(message: OutboxRow): Promise<void> {
    const { db, config } = this.deps;
    const endpointId = Number(message.recipient);
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    if (!endpoint) throw new PermanentDeliveryError('the endpoint was deleted');
    if (endpoint.disabledAt) throw new PermanentDeliveryError('the endpoint is turned off');

    const box = await signingSecretBox({ db, now: this.deps.now, config });
    const secrets = [box.open(endpoint.id, endpoint.secretSealed)];
    if (endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt! > this.deps.now())
      secrets.push(box.open(endpoint.id, endpoint.previousSecretSealed));
    // The receiver compares webhook-timestamp with its own clock: the wall clock, whatever the policy's.
    const signedAt = new Date();
    const attemptedAt = this.deps.now();
    const attempt = await postWebhook(
      endpoint.url,
      message.body,
      {
        'webhook-id': message.subject,
        'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
        'webhook-signature': signatureHeader(secrets, message.subject, signedAt, message.body),
      },
      {
        allowPrivate: config.webhooks.allowPrivate,
        timeoutMs: config.webhooks.timeoutMs,
        resolve: this.deps.resolve,
      },
    );
    const turnedOff = await this.record(endpoint, message, attempt, attemptedAt);
    if (attempt.ok) return;
    if (turnedOff) throw new PermanentDeliveryError(`${attempt.error}; the endpoint was turned off`);
    if (message.attempts >= WEBHOOK_MAX_ATTEMPTS)
      throw new PermanentDeliveryError(`${attempt.error}; given up after ${message.attempts} attempts`);
    throw new Error(attempt.error ?? 'delivery failed');
  }

  /**
   * Logs the attempt and keeps the endpoint's failing time; answers true when this failure turned the
   * endpoint off (failing for `disableAfterMs`), which emails every admin once, in the same transaction.
   */
  private async record(
    endpoint: WebhookEndpointRow,
    message: OutboxRow,
    attempt: WebhookAttempt,
    at: Date,
  ): Promise<boolean> {
    const { db, config } = this.deps;
    return db.transaction(async (tx) => {
      await tx.insert(webhookDeliveries).values({
        endpointId: endpoint.id,
        outboxId: message.id,
        messageId: message.subject,
        eventType: message.kind,
        attemptedAt: at,
        durationMs: attempt.durationMs,
        status: attempt.status,
        ok: attempt.ok,
        error: attempt.error,
        responseExcerpt: attempt.responseExcerpt,
      });
      const byId = eq(webhookEndpoints.id, endpoint.id);
      if (attempt.ok) {
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(byId);
        return false;
      }
      const [current] = await tx.select().from(webhookEndpoints).where(byId).for('update');
      if (!current) return false;
      const since = current.failingSince ?? at;
      if (!current.failingSince) await tx.update(webhookEndpoints).set({ failingSince: at }).where(byId);
      if (at.getTime() - since.getTime() < config.webhooks.disableAfterMs) return false;
      // Only the update that turns it off writes the emails: a concurrent failure finds it off already.
      const [turnedOff] = await tx
        .update(webhookEndpoints)
        .set({ disabledAt: at, disabledReason: 'failing', updatedAt: at })
        .where(and(byId, isNull(webhookEndpoints.disabledAt)))
        .returning();
      if (!turnedOff) return false;
      await this.emailAdmins(tx, turnedOff, since, at);
      this.deps.log.warn({ webhookEndpointId: endpoint.id }, 'webhook endpoint turned off after failing');
      return true;
    });
  }

  private async emailAdmins(tx: Db, endpoint: WebhookEndpointRow, since: Date, at: Date): Promise<void> {
    const admins = await tx
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
    for (const admin of admins) {
      const mail = endpointDisabledMail(accountLocale(admin), {
        url: endpoint.url,
        description: endpoint.description || '—',
        since: utcMinute(since),
        link: `${this.deps.config.publicUrl}/console/webhooks/${endpoint.id}`,
      });
      await enqueueOutgoingMessage(
        tx,
        { channel: 'email', kind: 'webhook-disabled', recipient: admin.email, ...mail },
        at,
      );
    }
  }

  close(): void {}
}
