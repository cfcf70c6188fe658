import type { FastifyBaseLogger } from 'fastify';
import type { RequestState } from '@concierge/api-client';
import { DEFAULT_LOCALE } from '@concierge/api-client/constants';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { findUserByEmail, findUserById } from '../accounts/queries.js';
import type { UserRow } from '../accounts/tables.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { findRequest } from '../requests/queries.js';
import type { MessageRow, RequestRow } from '../requests/tables.js';
import {
  claimDueDigest,
  emailedMessagesAfter,
  fileCounts,
  findPreferences,
  finishDigest,
  isMuted,
  lastSeenMessageId,
  markSeen,
  newestMessageId,
  scheduleDigest,
} from './queries.js';
import { NOTIFICATION_PATHS, threadId, unsubscribeUrl } from './links.js';
import { DIGEST_MAX_DELAY_MS, UNSUBSCRIBE_TOKEN_TTL_MS } from './policy.js';
import { mintReplyAddress } from './reply-addresses.js';
import { loadSigningSecret, unsubscribeToken, type ReplyClaim } from './signing.js';
import { isStaff } from '../staff/roles.js';
import { renderEmail } from './templates/render.js';
import { RequesterUpdateEmail } from './templates/requester-update.js';
import { TeamNewRequestEmail } from './templates/team-new-request.js';
import { TeamReplyEmail } from './templates/team-reply.js';
import { accountLocale } from '../i18n/negotiation.js';
import { emailTexts } from './texts.js';
import { fullName } from '../accounts/full-name.js';

export interface NotifierDeps {
  db: Db;
  config: ServerConfig;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Tells the outbox worker a message is waiting (after the transaction that wrote it). */
  wakeOutbox: () => void;
}

/** Moves the requester is emailed about: the request was started, or completed. */
export const EMAILED_MOVES: readonly RequestState[] = ['in_progress', 'completed'];

/**
 * Decides which emails the conversation causes and writes them in the caller's transaction: the team's at
 * once (new request, requester's reply), the requester's as a digest due later (a row with its due time, so
 * it survives a restart), written to the outbox by `runDueDigests` when due.
 */
export class Notifier {
  private secret: Promise<string> | undefined;

  constructor(private readonly deps: NotifierDeps) {}

  private get settings() {
    return this.deps.config.notifications;
  }

  /** The HMAC key, loaded once (from the config or the database). */
  signingSecret(): Promise<string> {
    this.secret ??= loadSigningSecret(this.deps.db, this.settings.signingSecret, this.deps.now()).catch(
      (error: unknown) => {
        this.secret = undefined;
        throw error;
      },
    );
    return this.secret;
  }

  private url(path: string) {
    return `${this.deps.config.publicUrl}${path}`;
  }

  /** A reply address that posts to the request as `user`, for 30 days (reply-addresses.ts). */
  async replyAddressFor(db: Db, requestId: number, kind: ReplyClaim['kind'], user: UserRow) {
    const address = { requestId, kind, user };
    const secret = await this.signingSecret();
    return mintReplyAddress(db, secret, this.settings.inboundDomain, address, this.deps.now());
  }

  /** A message was posted (either side), inside its transaction. */
  async messagePosted(tx: Db, request: RequestRow, message: MessageRow, author: UserRow): Promise<void> {
    // An internal note is for the team only: it never schedules a requester's email.
    if (message.internal) return;
    if (message.source === 'concierge') {
      await this.scheduleRequesterDigest(tx, request, message.id, message.createdAt);
    } else if (message.source === 'user') {
      // Whoever writes in the thread has read it: nothing before their message needs emailing to them.
      await markSeen(
        tx,
        { requestId: request.id, userId: author.id, messageId: await newestMessageId(tx, request.id) },
        message.createdAt,
      );
      await this.teamReply(tx, request, message, author);
    }
  }

  /** A concierge moved the request, inside the move's transaction: started and completed are emailed. */
  async requestMoved(tx: Db, request: RequestRow, to: RequestState, at: Date): Promise<void> {
    if (!EMAILED_MOVES.includes(to)) return;
    await this.scheduleRequesterDigest(tx, request, await newestMessageId(tx, request.id), at);
  }

  /** The requester read the request (its page, or its answer to their own action) up to its newest message. */
  async requestRead(db: Db, requestId: number, userId: number, newestId: number): Promise<void> {
    if (newestId > 0) await markSeen(db, { requestId, userId, messageId: newestId }, this.deps.now());
  }

  private async scheduleRequesterDigest(tx: Db, request: RequestRow, messageId: number, at: Date) {
    await scheduleDigest(
      tx,
      { requestId: request.id, recipientId: request.userId, afterMessageId: messageId - 1 },
      at,
      this.settings.digestWindowMs,
      DIGEST_MAX_DELAY_MS,
    );
  }

  /**
   * The team's language: the account that has the team's address, when one has it and chose a
   * language; else CONCIERGE_TEAM_LOCALE (English by default).
   */
  private async teamLocale(tx: Db, team: string) {
    return (await findUserByEmail(tx, team))?.user.locale ?? this.settings.teamLocale ?? DEFAULT_LOCALE;
  }

  /** A new request: the team's email, in the transaction that made it. */
  async requestCreated(tx: Db, requestId: number): Promise<void> {
    const team = this.settings.teamEmail;
    if (!team) return;
    const request = await findRequest(tx, requestId);
    const requester = request && (await findUserById(tx, request.userId))?.user;
    if (!request || !requester) return;
    const locale = await this.teamLocale(tx, team);
    const rendered = await renderEmail(
      TeamNewRequestEmail({
        locale,
        request,
        requester: fullName(requester),
        details: request.details.map(({ question, answer }) => ({ question, answer })),
        consoleUrl: this.url(NOTIFICATION_PATHS.consoleRequest(request.id)),
      }),
    );
    await enqueueOutgoingMessage(
      tx,
      {
        channel: 'email',
        kind: 'team-new-request',
        recipient: team,
        subject: emailTexts(locale).teamNewRequestSubject(request),
        body: rendered.text,
        html: rendered.html,
        headers: await this.teamHeaders(tx, request.id),
      },
      this.deps.now(),
    );
  }

  private async teamReply(tx: Db, request: RequestRow, message: MessageRow, author: UserRow) {
    const team = this.settings.teamEmail;
    if (!team) return;
    const locale = await this.teamLocale(tx, team);
    const rendered = await renderEmail(
      TeamReplyEmail({
        locale,
        request,
        requester: fullName(author),
        message: {
          author: message.sourceName,
          at: message.createdAt,
          bodyHtml: message.bodyHtml,
          files: (await fileCounts(tx, [message.id])).get(message.id) ?? 0,
        },
        consoleUrl: this.url(NOTIFICATION_PATHS.consoleRequest(request.id)),
      }),
    );
    await enqueueOutgoingMessage(
      tx,
      {
        channel: 'email',
        kind: 'team-reply',
        recipient: team,
        subject: emailTexts(locale).teamReplySubject(request, fullName(author)),
        body: rendered.text,
        html: rendered.html,
        headers: await this.teamHeaders(tx, request.id),
      },
      message.createdAt,
    );
  }

  /**
   * A team email carries a reply address only when the team's address is an active member of staff's own:
   * a shared inbox names no one to post as, so its emails are answered in the console.
   */
  private async teamHeaders(tx: Db, requestId: number): Promise<Record<string, string>> {
    const holder = (await findUserByEmail(tx, this.settings.teamEmail ?? ''))?.user;
    const headers: Record<string, string> = {
      References: threadId(requestId, this.settings.inboundDomain),
      // RFC 3834: an automatic message, so well-behaved robots do not answer it.
      'Auto-Submitted': 'auto-generated',
    };
    if (holder && isStaff(holder.role) && !holder.deactivatedAt) {
      headers['Reply-To'] = await this.replyAddressFor(tx, requestId, 'staff', holder);
    }
    return headers;
  }

  /**
   * Writes every due requester digest to the outbox, one transaction each (the digest row locked, so two
   * instances never send one twice). Returns how many emails were written.
   */
  async runDueDigests(): Promise<number> {
    let written = 0;
    for (;;) {
      const outcome = await this.deps.db.transaction(async (tx) => {
        const digest = await claimDueDigest(tx, this.deps.now());
        if (!digest) return 'none' as const;
        const sent = await this.sendDigest(
          tx,
          digest.requestId,
          digest.recipientId,
          digest.lastEmailedMessageId,
        );
        return sent ? ('sent' as const) : ('skipped' as const);
      });
      if (outcome === 'none') break;
      if (outcome === 'sent') written += 1;
    }
    if (written > 0) this.deps.wakeOutbox();
    return written;
  }

  private async sendDigest(tx: Db, requestId: number, recipientId: number, lastEmailedId: number) {
    const seenId = await lastSeenMessageId(tx, requestId, recipientId);
    // Only what the requester has not seen in the app since the last email.
    const unseen = await emailedMessagesAfter(tx, requestId, Math.max(lastEmailedId, seenId));
    const newest = Math.max(lastEmailedId, seenId, ...unseen.map((item) => item.message.id));
    const request = await findRequest(tx, requestId);
    const recipient = (await findUserById(tx, recipientId))?.user;
    const wanted =
      request !== undefined &&
      recipient !== undefined &&
      request.userId === recipient.id &&
      unseen.length > 0 &&
      (await findPreferences(tx, recipientId)).emailReplies &&
      !(await isMuted(tx, recipientId, requestId));
    if (!wanted) {
      await finishDigest(tx, requestId, newest);
      return false;
    }
    const now = this.deps.now();
    const secret = await this.signingSecret();
    const unsubscribe = unsubscribeUrl(
      this.deps.config.publicUrl,
      unsubscribeToken(secret, recipientId, new Date(now.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS)),
    );
    const locale = accountLocale(recipient);
    const rendered = await renderEmail(
      RequesterUpdateEmail({
        locale,
        request,
        messages: unseen.map(({ message, files }) => ({
          author: message.sourceName,
          at: message.createdAt,
          bodyHtml: message.bodyHtml,
          files,
        })),
        requestUrl: this.url(NOTIFICATION_PATHS.request(requestId)),
        unsubscribeUrl: unsubscribe,
      }),
    );
    await enqueueOutgoingMessage(
      tx,
      {
        channel: 'email',
        kind: 'request-update',
        recipient: recipient.email,
        subject: emailTexts(locale).requesterSubject(request),
        body: rendered.text,
        html: rendered.html,
        headers: {
          'Reply-To': await this.replyAddressFor(tx, requestId, 'requester', recipient),
          References: threadId(requestId, this.settings.inboundDomain),
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'Auto-Submitted': 'auto-generated',
        },
      },
      now,
    );
    await finishDigest(tx, requestId, newest);
    return true;
  }

  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  /** Looks for due digests every `pollMs` (the due time lives in the database, not in this timer). */
  start(pollMs: number): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runDueDigests()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification digests failed'))
        .finally(() => (this.running = undefined));
    }, pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
