import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRow } from './tables.js';

/**
 * The receiving side refused the message for good (a 4xx from an SMS provider: a wrong number, a bad
 * sender): trying again cannot help, so the worker gives it up instead of retrying.
 */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}

/** Delivers one message or throws; the worker retries what throws, except a `PermanentDeliveryError`. */
export interface Transport {
  deliver(message: OutboxRow): Promise<void>;
  /**
   * The wait before the next try after `attempts` failed ones, when the channel has its own schedule
   * (webhooks: about a day of backoff); the worker's default otherwise.
   */
  retryDelayMs?(attempts: number): number;
  close(): void;
}

/** The transport of each channel; webhooks only where the server delivers them. */
export type Transports = Record<'email' | 'sms', Transport> &
  Partial<Record<OutboxRow['channel'], Transport>>;

/** Mail through SMTP (`SMTP_URL`), with nodemailer. */
export class SmtpTransport implements Transport {
  private readonly mailer: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.mailer = nodemailer.createTransport(url);
  }

  async deliver(message: OutboxRow): Promise<void> {
    await this.mailer.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }

  close(): void {
    this.mailer.close();
  }
}

/**
 * Development delivery: one log line per message, without its body (the body carries a token, and no
 * token goes into a log line); the full message is readable at /dev/outbox.
 */
export class LogTransport implements Transport {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly pageUrl: string,
  ) {}

  async deliver(message: OutboxRow): Promise<void> {
    this.log.info(
      { outboxId: message.id, kind: message.kind, channel: message.channel, to: message.recipient },
      `message "${message.subject}" delivered to the dev outbox; read it at ${this.pageUrl}`,
    );
  }

  close(): void {}
}
