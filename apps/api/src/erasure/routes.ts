import type { RegisterDomain } from '../app-context.js';
import { runPeriodically } from '../uploads/periodic-task.js';
import { askForErasure, eraseDueAccounts, eraseOnRequest } from './erasure-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the erasure job, for tests that run it by hand (docs/personal-data.md#erasure). */
    eraseDueAccounts(): Promise<number>;
  }
}

/**
 * An account's erasure (docs/personal-data.md#erasure): the owner's ask, an admin's erasure at a person's
 * request, and the job that erases accounts whose 14 days are over. Each account is erased once across
 * instances: the erasure holds its row, and a second finds it gone.
 */
export const registerErasureRoutes: RegisterDomain = (context) => {
  context.endpoint('requestAccountErasure', {}, async ({ caller, body }) => ({
    erasure: await askForErasure(context, caller, body.erasure.current_password),
  }));
  context.endpoint('eraseUser', {}, async ({ caller, body }) => {
    await eraseOnRequest(context, caller.user, body.erasure.email);
    return { success: true as const };
  });
  context.app.decorate('eraseDueAccounts', () => eraseDueAccounts(context));
  const { pollMs } = context.config.erasure;
  if (pollMs !== null) {
    runPeriodically(context, pollMs, () => eraseDueAccounts(context), {
      done: (erased) => [{ erased }, 'accounts were erased at their owners’ request'],
      failed: 'erasure pass failed',
    });
  }
};
