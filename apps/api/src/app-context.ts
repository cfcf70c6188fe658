import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Database, Db } from './db/database.js';
import type { PasswordHasher } from './accounts/passwords.js';
import type { RegisterEndpoint } from './http/endpoint.js';
import type { OutboxWorker } from './outbox/worker.js';
import type { Notifier } from './notifications/notifier.js';

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
  /** Email notifications: called inside the transactions of messages, moves and new requests (issue 16). */
  notifications: Notifier;
  log: FastifyBaseLogger;
  /** Registers a handler for a contract endpoint (validation, access, rate limits, answer check). */
  endpoint: RegisterEndpoint;
}

/** A domain plugs itself in with one function of the context. */
export type RegisterDomain = (context: AppContext) => void | Promise<void>;
