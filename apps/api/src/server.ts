import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fastifyCompress from '@fastify/compress';
import type { AppContext, RegisterDomain } from './app-context.js';
import type { ServerConfig } from './config.js';
import { PasswordHasher } from './accounts/passwords.js';
import { registerAccountRoutes } from './accounts/routes.js';
import { createAuthenticator } from './accounts/sessions.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed.js';
import { createEndpointRegistrar } from './http/endpoint.js';
import { installErrorHandler } from './http/errors.js';
import { registerApiDocs } from './http/api-docs.js';
import { registerCors } from './http/cors.js';
import { registerHealthRoutes, type ReadinessCheck } from './http/health.js';
import { loggerOptions } from './http/logging.js';
import { registerOverloadShedding } from './http/overload.js';
import { registerStorybook } from './http/storybook.js';
import { registerSecurityHeaders, registerWebApp, sendsHsts } from './http/web-app.js';
import { registerMfaRoutes } from './mfa/routes.js';
import { registerMfaFactorRoutes } from './mfa/factor-routes.js';
import { registerPasskeyRoutes } from './passkeys/routes.js';
import { staffSecondFactorGate } from './staff/second-factor.js';
import { registerSearchRoutes } from './search/routes.js';
import { registerRequesterRoutes } from './requester/routes.js';
import { registerAccountChangeRoutes } from './accounts/profile-routes.js';
import { registerConciergeRoutes } from './concierge/routes.js';
import { registerStaffRoutes } from './staff/routes.js';
import { registerDeviceRoutes } from './devices/routes.js';
import { registerRequestRoutes } from './requests/routes.js';
import { registerApiTokenRoutes } from './api-tokens/routes.js';
import { createApiTokenAccess } from './api-tokens/token-access.js';
import { registerSurveyRoutes } from './surveys/routes.js';
import { registerUploadRoutes } from './uploads/routes.js';
import { uploadStorage } from './uploads/upload-storage.js';
import { DEV_OUTBOX_PATH, registerDevOutboxRoutes } from './outbox/dev-routes.js';
import { registerDevClockRoute } from './dev-clock.js';
import { registerServiceLevelRoutes } from './service-levels/routes.js';
import { LogTransport, SmtpTransport } from './outbox/transports.js';
import { smsTransport } from './outbox/sms-transports.js';
import { OutboxWorker } from './outbox/worker.js';
import { Notifier } from './notifications/notifier.js';
import { registerNotificationRoutes } from './notifications/routes.js';
import type { EventLog } from './live/event-log.js';
import { registerEventStream } from './live/event-stream-route.js';
import { createLiveFeed } from './live/live-feed.js';
import { MemoryEventLog } from './live/memory-event-log.js';
import { RedisEventLog } from './live/redis-event-log.js';
import { startInboundListener } from './notifications/inbound-listener.js';
import { RateLimiter } from './rate-limit/limiter.js';
import { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit/stores.js';
import { loadCatalogs } from './i18n/catalogs.js';
import { WebhookTransport } from './webhooks/delivery.js';
import { registerWebhookRoutes } from './webhooks/routes.js';
import { registerAuditRoutes } from './audit/routes.js';
import { registerRetentionRoutes } from './retention/routes.js';
import { registerDataExportRoutes } from './data-export/routes.js';
import { registerErasureRoutes } from './erasure/routes.js';

/** Every domain's routes, in registration order. A new domain adds its `register…Routes` here. */
const DOMAINS: RegisterDomain[] = [
  registerAccountRoutes,
  registerMfaRoutes,
  registerMfaFactorRoutes,
  registerUploadRoutes,
  registerSurveyRoutes,
  registerRequestRoutes,
  registerConciergeRoutes,
  registerSearchRoutes,
  registerRequesterRoutes,
  registerNotificationRoutes,
  registerAccountChangeRoutes,
  registerStaffRoutes,
  registerDeviceRoutes,
  registerPasskeyRoutes,
  registerApiTokenRoutes,
  registerWebhookRoutes,
  registerAuditRoutes,
  registerRetentionRoutes,
  registerDataExportRoutes,
  registerErasureRoutes,
  registerServiceLevelRoutes,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox delivery worker (tests drain it instead of waiting for the poll). */
    outbox: OutboxWorker;
    /** Notification digests (tests run the due ones instead of waiting for the poll). */
    notifications: Notifier;
    /** The inbound SMTP listener's port (reply by email), when `INBOUND_SMTP_PORT` turned it on. */
    inboundSmtpPort: number | null;
  }
}

/** Things a caller may hand in instead of having them made from the config. */
export interface ServerDeps {
  /** An open, migrated database shared with others (two instances on one PGlite); not closed with the server. */
  database?: Database;
  /** The live events' log shared with others in this process (two instances without Redis); not closed. */
  eventLog?: EventLog;
}

/** Builds the HTTP server without listening, so tests can drive it with `inject`. */
export async function createServer(config: ServerConfig, deps: ServerDeps = {}): Promise<FastifyInstance> {
  // Every language's catalog compiled now: a broken .po stops the start, not the first email in it.
  loadCatalogs();
  const app = Fastify({ logger: loggerOptions(config), trustProxy: config.trustProxy });
  installErrorHandler(app);
  // The API speaks JSON only: a text body is a 415, not a string handed to the validators.
  app.removeContentTypeParser('text/plain');
  await registerSecurityHeaders(app, config.cspConnectSources, sendsHsts(config));
  await app.register(fastifyCompress);
  await registerCors(app, config.corsOrigins);
  // API answers carry tokens and personal data: no cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  const database =
    deps.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  const passwords = new PasswordHasher(config.argon2, config.hashConcurrency);
  try {
    await migrate(database);
    if (config.seed) {
      await seed({ db: database.db, passwords, now: config.now, mfaSecretKey: config.mfaSecretKey });
    }
  } catch (error) {
    if (!deps.database) await database.close();
    throw error;
  }
  // After the migrations: their time blocking the event loop is not load to shed.
  await registerOverloadShedding(app, config.overload);

  const limiter = new RateLimiter(
    config.redisUrl
      ? new RedisRateLimitStore(config.redisUrl, config.redisPrefix)
      : new MemoryRateLimitStore(config.now),
    app.log,
  );
  const devOutbox = new LogTransport(app.log, `${config.publicUrl}${DEV_OUTBOX_PATH}`);
  // Without SMTP_URL / SMS_PROVIDER, messages go to the dev outbox; production refuses to start so (config.ts).
  const outbox = new OutboxWorker(
    database.db,
    {
      email: config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.mailFrom) : devOutbox,
      sms: config.sms ? smsTransport(config.sms) : devOutbox,
      webhook: new WebhookTransport({ db: database.db, config, now: config.now, log: app.log }),
    },
    app.log,
    config.now,
  );
  app.decorate('outbox', outbox);
  const notifications = new Notifier({
    db: database.db,
    config,
    now: config.now,
    log: app.log,
    wakeOutbox: () => outbox.wake(),
  });
  app.decorate('notifications', notifications);
  // Loaded before any transaction needs it: on PGlite a query outside an open transaction waits for it.
  await notifications.signingSecret();

  // Redis when several instances share it; in process for the single embedded server.
  const eventLog =
    deps.eventLog ??
    (config.redisUrl
      ? new RedisEventLog(config.redisUrl, config.redisPrefix, app.log)
      : new MemoryEventLog());
  const live = createLiveFeed(eventLog, app.log);
  const authenticate = createAuthenticator(database.db, config.now);
  const staffGate = staffSecondFactorGate(config);

  const context: AppContext = {
    app,
    config,
    database,
    db: database.db,
    now: config.now,
    passwords,
    outbox,
    notifications,
    log: app.log,
    live,
    endpoint: createEndpointRegistrar(app, {
      authenticate,
      limiter,
      rateLimits: config.rateLimits,
      checkResponses: config.checkResponses,
      staffGate,
      apiTokens: createApiTokenAccess({
        db: database.db,
        now: config.now,
        limiter,
        rateLimit: config.apiTokenRateLimit,
      }),
    }),
  };

  const readiness: ReadinessCheck[] = [
    { name: 'database', check: async () => void (await database.db.execute(sql`SELECT 1`)) },
    ...(config.redisUrl ? [{ name: 'redis' as const, check: () => limiter.ping() }] : []),
    { name: 'uploads', check: () => uploadStorage(context).check() },
  ];
  registerHealthRoutes(app, readiness);
  if (config.serveApiDocs) await registerApiDocs(app);
  for (const register of DOMAINS) await register(context);
  registerEventStream(app, { log: eventLog, authenticate, staffGate });
  if (config.devRoutes) registerDevOutboxRoutes(app, database.db);
  if (config.devClock) registerDevClockRoute(app, config.devClock);
  await registerStorybook(app, config.storybookDist);
  await registerWebApp(
    app,
    { web: config.webDist, console: config.consoleDist },
    config.webConfig,
    config.cspConnectSources,
  );

  if (config.outbox.worker) outbox.start(config.outbox.pollMs);
  if (config.notifications.scheduler) notifications.start(config.notifications.pollMs);
  const { inboundSmtpPort, inboundSmtpHost } = config.notifications;
  const inbound =
    inboundSmtpPort === undefined
      ? null
      : await startInboundListener(context, inboundSmtpPort, inboundSmtpHost);
  app.decorate('inboundSmtpPort', inbound?.port ?? null);
  app.addHook('onClose', async () => {
    await inbound?.close();
    await notifications.stop();
    await outbox.stop();
    await limiter.close();
    await live.settled();
    if (!deps.eventLog) await eventLog.close();
    if (!deps.database) await database.close();
  });
  return app;
}
