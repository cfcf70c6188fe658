import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops being ready (graceful shutdown, http/shutdown.ts): the readiness probe answers 503 naming
     * `draining`, so the load balancer sends no new work, while requests still in flight are served.
     */
    startDraining(): void;
  }
}

/** One part the server cannot serve without; `check` throws when the part is away. */
export interface ReadinessCheck {
  name: 'database' | 'redis' | 'uploads';
  check(): Promise<void>;
}

/** A check that has not answered after this long counts as failed: a probe must answer in time. */
export const READINESS_TIMEOUT_MS = 3_000;

async function passes({ check }: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/v1/health`: the process is alive and answering (a liveness probe: restart me when not).
 * `GET /api/v1/ready`: every part it depends on answers (a readiness probe: send me traffic, or not);
 * 503 names the failing parts, or `draining` once the instance is shutting down. The error itself is
 * logged, never answered (it may hold an address).
 */
export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessCheck[]): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // Probes are never shed under load (http/overload.ts): an overloaded instance marked down would only
  // push its share onto the others, and a busy one is still alive.
  const probe = { config: { pressureHandler: () => undefined } };
  app.get('/api/v1/health', probe, async () => ({ status: 'ok' }));

  app.get('/api/v1/ready', probe, async (request, reply) => {
    // Shutting down: no check can make this instance ready again, and the checks would only cost queries.
    if (draining) return reply.code(503).send({ status: 'unavailable', failing: ['draining'] });
    const results = await Promise.all(
      checks.map(async (part) => {
        try {
          return [part.name, await passes(part)] as const;
        } catch (error) {
          request.log.warn({ err: error, part: part.name }, 'readiness check failed');
          return [part.name, false] as const;
        }
      }),
    );
    const failing = results.filter(([, ok]) => !ok).map(([name]) => name);
    const parts = Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ok' : 'failing']));
    if (failing.length > 0) return reply.code(503).send({ status: 'unavailable', failing, checks: parts });
    return { status: 'ready', checks: parts };
  });
}
