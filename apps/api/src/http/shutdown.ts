import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** How an instance leaves (`SHUTDOWN_DELAY_MS`, `SHUTDOWN_TIMEOUT_MS`). */
export interface ShutdownConfig {
  /**
   * After SIGTERM, how long the instance stays up answering "not ready" before it stops listening, so the
   * load balancer's health check sees it leave before any connection is refused. Set it to the proxy's
   * check interval × its fall count, plus one interval (deploy/haproxy.cfg: 3 × 500 ms → 1 500 ms).
   * 0 (the default) for an instance without a load balancer in front.
   */
  delayMs: number;
  /** The bound on the drain: requests still in flight after this are cut and the process exits with 1. */
  timeoutMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownConfig = { delayMs: 0, timeoutMs: 10_000 };

/**
 * Graceful shutdown with `close-with-grace`: on SIGTERM (or SIGINT) the readiness probe turns 503, the
 * instance keeps serving for `delayMs`, then stops listening and finishes what is in flight (Fastify's
 * close: in-flight requests, then the outbox worker hands its leased messages back, then the database
 * pool closes), and exits 0; past `delayMs + timeoutMs` it exits 1 anyway. An uncaught error takes the
 * same way out, with exit code 1. A second signal exits at once.
 */
export function closeGracefully(app: FastifyInstance, config: ShutdownConfig): void {
  closeWithGrace(
    {
      delay: config.delayMs + config.timeoutMs,
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: shutting down');
      app.log.info({ signal, delayMs: config.delayMs }, 'shutting down: no longer ready, draining');
      app.startDraining();
      // Ctrl-C at a terminal has no load balancer to wait for.
      if (signal === 'SIGTERM' && config.delayMs > 0) await sleep(config.delayMs);
      await app.close();
    },
  );
}
