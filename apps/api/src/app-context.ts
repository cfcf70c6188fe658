import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Database, Db } from './db/database.js';
import type { PasswordHasher } from './accounts/passwords.js';
import type { RegisterEndpoint } from './http/endpoint.js';
import type { OutboxWorker } from './outbox/worker.js';
import type { Notifier } from './notifications/notifier.js';
import type { LiveFeed } from './live/live-feed.js';
import type { StateChangedHook } from './requests/change-state.js';
import type { MessagePostedHook, RequestCreatedHook } from './requests/life-hooks.js';
import type { WebhookEvents } from './webhooks/emit.js';

/** What every domain's routes and services get from the server: one object, built in createServer. */
export interface AppContext {
  app: FastifyInstance;
  config: ServerConfig;
  database: Database;
  db: Db;
  /** The policy clock (config.now): every expiry and window reads it. */
  now: () => Date;
  passwords: PasswordHasher;
  outbox: OutboxWorker;
  /** Email notifications: called inside the transactions of messages, moves and new requests. */
  notifications: Notifier;
  log: FastifyBaseLogger;
  /**
   * Run inside every request state change's transaction (`changeRequestState`, requests/change-state.ts):
   * where service-level clocks, webhooks and audit follow a request's life. A domain adds its hook when it
   * registers (`(context.onStateChanged ??= []).push(hook)`); none by default.
   */
  onStateChanged?: StateChangedHook[];
  /** Run inside the transaction that makes a request (surveys/submit.ts); see requests/life-hooks.ts. */
  onRequestCreated?: RequestCreatedHook[];
  /** Run inside each message's transaction (thread/post-message.ts); see requests/life-hooks.ts. */
  onMessagePosted?: MessagePostedHook[];
  /** Outbound webhooks' events, emitted inside each change's transaction; set when the domain registers. */
  webhooks?: WebhookEvents;
  /** The live stream: what changed, told after each change's transaction commits. */
  live: LiveFeed;
  /** Registers a handler for a contract endpoint (validation, access, rate limits, answer check). */
  endpoint: RegisterEndpoint;
}

/** A domain plugs itself in with one function of the context. */
export type RegisterDomain = (context: AppContext) => void | Promise<void>;
