import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defaultConfig, type ServerConfig } from '../config.js';
import { defaultNotificationConfig } from '../notifications/notify-config.js';
import type { Database } from '../db/database.js';
import { createServer } from '../server.js';
import { createTestDatabase } from './test-database.js';

/** A clock tests move by hand: expiry and windows without waiting. */
export class TestClock {
  private at = Date.parse('2026-03-02T09:00:00.000Z');
  readonly now = () => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
}

/** Cheap argon2 for speed; the production parameters have their own test. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Settings for tests: silent, cheap hashing, generous rate limits, outbox drained by hand. */
export function testConfig(clock: TestClock, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return defaultConfig({
    logLevel: 'silent',
    publicUrl: 'http://app.test',
    argon2: TEST_ARGON2,
    hashConcurrency: 4,
    rateLimits: {
      perIp: { limit: 10_000, windowMs: 60_000 },
      perAccount: { limit: 10_000, windowMs: 60_000 },
    },
    outbox: { worker: false, pollMs: 60_000 },
    dataExports: { pollMs: null },
    erasure: { pollMs: null },
    serviceLevels: { pollMs: null },
    notifications: { ...defaultNotificationConfig(), scheduler: false },
    enumerationFloorMs: 0,
    now: clock.now,
    ...overrides,
  });
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** The settings it runs with (the staff test helpers seal authenticator-app secrets under its key). */
  config: ServerConfig;
  /** Every log line written (when `logLevel` is not silent). */
  logs: string[];
  close(): Promise<void>;
}

/**
 * A server on its own fresh database (or on `database`, shared), never listening: drive it with
 * `app.inject`. Close it in `afterAll`.
 */
export async function startTestServer(
  options: { database?: Database; clock?: TestClock; config?: Partial<ServerConfig> } = {},
): Promise<TestServer> {
  const clock = options.clock ?? new TestClock();
  const owned = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? owned!.database;
  const logs: string[] = [];
  const config = testConfig(clock, { logSink: { write: (line) => void logs.push(line) }, ...options.config });
  const app = await createServer(config, { database });
  const server: TestServer = {
    app,
    database,
    clock,
    config,
    logs,
    async close() {
      await app.close();
      await owned?.dispose();
    },
  };
  servers.set(app, server);
  return server;
}

const servers = new WeakMap<FastifyInstance, TestServer>();

/** The test server of `app` (helpers that get only a client of it need its clock and database). */
export function testServerOf(app: FastifyInstance): TestServer {
  const server = servers.get(app);
  if (!server) throw new Error('testServerOf: this app was not made by startTestServer');
  return server;
}

/** A Redis key prefix no other test run shares. */
export const uniqueRedisPrefix = () => `concierge-test:${randomUUID()}:`;

/** An email address no other test uses. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;
