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

/**
 * Thrown by a check whose part answers but cannot work as configured (the upload store's origin missing
 * from the CSP, say). Its `reason` is written for the operator and answered as is, so it must hold no
 * address or secret; any other error is only logged and answered as the part's generic reason.
 */
export class NotReadyError extends Error {
  override readonly name = 'NotReadyError';
  /** `logged`: what the log gets instead, which may name addresses. */
  constructor(
    readonly reason: string,
    logged?: string,
  ) {
    super(logged ?? reason);
  }
}

/** The reason answered for a part whose check threw anything but a NotReadyError (or timed out). */
const UNREACHABLE: Record<ReadinessCheck['name'], string> = {
  database: 'The database does not answer.',
  redis: 'Redis does not answer.',
  uploads: 'The upload storage does not answer or refuses access.',
};

/** A check that has not answered after this long counts as failed: a probe must answer in time. */
export const READINESS_TIMEOUT_MS = 3_000;

async function passes({ check }: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/v1/health`: the process is alive and answering (a liveness probe: restart me when not).
 * `GET /api/v1/ready`: every part it depends on answers (a readiness probe: send me traffic, or not);
 * 503 names the failing parts, or `draining` once the instance is shutting down, in the API's error shape
 * (`error`, `code: not-ready`, one issue per failing part with its reason) beside `status`, `failing` and
 * `checks`. The error itself is logged, never answered (it may hold an address): the reason is the
 * part's fixed text, or a NotReadyError's own.
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
    if (draining) {
      return reply.code(503).send({
        ...notReady([{ path: 'draining', message: 'The instance is shutting down.' }]),
        failing: ['draining'],
      });
    }
    const results = await Promise.all(
      checks.map(async (part) => {
        try {
          await passes(part);
          return { name: part.name, reason: undefined };
        } catch (error) {
          request.log.warn({ err: error, part: part.name }, 'readiness check failed');
          const reason = error instanceof NotReadyError ? error.reason : UNREACHABLE[part.name];
          return { name: part.name, reason };
        }
      }),
    );
    const failed = results.filter((result) => result.reason !== undefined);
    const parts = Object.fromEntries(results.map(({ name, reason }) => [name, reason ? 'failing' : 'ok']));
    if (failed.length > 0) {
      return reply.code(503).send({
        ...notReady(failed.map(({ name, reason }) => ({ path: name, message: reason ?? '' }))),
        failing: failed.map(({ name }) => name),
        checks: parts,
      });
    }
    return { status: 'ready', checks: parts };
  });
}

/** The error shape of a 503 probe: the first reason is the `error` a dashboard shows. */
function notReady(issues: Array<{ path: string; message: string }>) {
  return {
    error: issues[0]?.message ?? 'Not ready.',
    code: 'not-ready',
    status: 'unavailable',
    issues,
  };
}
