import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Where end-to-end tests move a development server's clock. */
export const DEV_CLOCK_PATH = '/dev/clock';

/**
 * The server's policy clock, ahead of the wall clock by what was asked: end-to-end tests of service levels move
 * time to just before a breach instead of waiting hours (docs/service-levels.md#testing). Only with
 * `DEV_CLOCK=true`, never in production (config.ts ignores it there); it only ever moves forward.
 */
export class DevClock {
  private offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

const AdvanceBody = z.object({
  advance_ms: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

/** `POST /dev/clock {"advance_ms": n}` moves the clock forward; answers the server's time now. */
export function registerDevClockRoute(app: FastifyInstance, clock: DevClock): void {
  app.post(DEV_CLOCK_PATH, async (request, reply) => {
    const parsed = AdvanceBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'Send {"advance_ms": a whole number of ms ≥ 0}.' });
    clock.advance(parsed.data.advance_ms);
    return { now: clock.now().toISOString() };
  });
}
