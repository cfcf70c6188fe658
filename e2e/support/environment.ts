// Where the run's servers live, shared by playwright.config.ts (main process) and the tests (workers).

/** Instance A serves the requester (and, on one instance, the concierge too); B serves the concierge. */
export const instanceA = { port: Number(process.env.E2E_CONVERSATION_PORT ?? 4330) };
export const instanceB = { port: instanceA.port + 1 };
export const originOf = (instance: { port: number }) => `http://127.0.0.1:${instance.port}`;

/** The domain of reply addresses, and the digest's quiet time shortened for the run. */
export const INBOUND_DOMAIN = 'reply.e2e.test';
// Longer than the request page's 3 s poll, so that a message shown on an open page is read before it is due.
export const DIGEST_WINDOW_MS = 6_000;

/** The promise: the other side sees a change within 5 s without a reload. */
export const LIVE_WITHIN_MS = 5_000;

/** A server's environment: the real API serving the built web app and console, with the demo data. */
export function serverEnvironment(
  instance: { port: number },
  shared: {
    dataDir: string;
    uploadDir: string;
    uploadSecret: string;
    databaseUrl?: string | undefined;
    seed: boolean;
    smtpUrl: string;
    inboundPort?: number | undefined;
    /** Two instances share Redis, as a deployment does: the live stream's events reach both. */
    redis?: { url: string; prefix: string } | undefined;
  },
): Record<string, string> {
  return {
    PORT: String(instance.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Load shedding measures the event loop; two browsers and CI's other suites on two cores
    // would trip it. Shedding has its own tests (apps/api overload.test.ts, the reliability bench).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    WEB_DIST: '../apps/web/dist',
    CONSOLE_DIST: '../apps/console/dist',
    DATA_DIR: shared.dataDir,
    // Both instances read and write the same files and sign upload addresses with the same key, as two
    // instances behind one load balancer share a bucket.
    UPLOAD_DIR: shared.uploadDir,
    UPLOAD_SIGNING_SECRET: shared.uploadSecret,
    SEED: String(shared.seed),
    PUBLIC_URL: originOf(instance),
    // Two browsers on one address sign in many times.
    RATE_LIMIT_IP: '100000',
    RATE_LIMIT_ACCOUNT: '100000',
    ...(shared.databaseUrl ? { DATABASE_URL: shared.databaseUrl } : {}),
    ...(shared.redis ? { REDIS_URL: shared.redis.url, REDIS_PREFIX: shared.redis.prefix } : {}),
    SMTP_URL: shared.smtpUrl,
    NOTIFY_DIGEST_WINDOW_MS: String(DIGEST_WINDOW_MS),
    NOTIFY_POLL_MS: '500',
    // The service-levels test moves the servers' clocks to just before a breach (docs/service-levels.md#testing)
    // and waits for the escalation job's emails.
    DEV_CLOCK: 'true',
    SERVICE_LEVELS_POLL_MS: '500',
    INBOUND_DOMAIN,
    ...(shared.inboundPort ? { INBOUND_SMTP_PORT: String(shared.inboundPort) } : {}),
  };
}
