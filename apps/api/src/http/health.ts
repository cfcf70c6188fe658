import type { FastifyInstance } from 'fastify';

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
 * 503 names the failing parts. The error itself is logged, never answered (it may hold an address).
 */
export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessCheck[]): void {
  app.get('/api/v1/health', async () => ({ status: 'ok' }));

  app.get('/api/v1/ready', async (request, reply) => {
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
