import { eq } from 'drizzle-orm';
import type { AppContext, RegisterDomain } from '../app-context.js';
import { users } from '../accounts/tables.js';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';
import { requireAdmin, isStaff } from '../staff/roles.js';
import { runPeriodically } from '../uploads/periodic-task.js';
import { runEscalations } from './escalation-job.js';
import { followRequestLife } from './life-hooks.js';
import {
  companyExists,
  listPolicies,
  loadPolicies,
  removePolicy,
  savePolicy,
  shownPolicy,
} from './policies.js';
import { serviceLevelReport } from './report.js';
import { handBack, openRequestCounts } from './routing.js';
import { SERVICE_LEVEL_ERRORS } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the escalation job now, whatever the schedule; how many clocks it dealt with. */
    runEscalations(): Promise<number>;
  }
}

const notFound = () => new HttpError(404, HTTP_MESSAGES.notFound, { code: 'not-found' });

async function requireCompany(context: AppContext, companyId: number): Promise<void> {
  if (!(await companyExists(context.db, companyId))) throw notFound();
}

/**
 * Service levels (docs/service-levels.md): the policies (read by the team, set by admins), a concierge's
 * availability and limit for routing, the reports; the hooks that move each request's clocks and route new
 * requests; the escalation job, run by hand in tests (`app.runEscalations()`) and on a schedule elsewhere.
 */
export const registerServiceLevelRoutes: RegisterDomain = (context) => {
  context.endpoint('getServiceLevels', {}, async () => listPolicies(context.db));

  context.endpoint('setDefaultServiceLevel', {}, async ({ body, caller }) => {
    requireAdmin(caller.user);
    await savePolicy(context.db, null, body.service_level, caller.user.id, context.now());
    context.log.info({ admin_id: caller.user.id }, 'default service level set');
    return { service_level: await shownPolicy(context.db, null) };
  });

  context.endpoint('setCompanyServiceLevel', {}, async ({ params, body, caller }) => {
    requireAdmin(caller.user);
    await requireCompany(context, params.id);
    await savePolicy(context.db, params.id, body.service_level, caller.user.id, context.now());
    context.log.info({ company_id: params.id, admin_id: caller.user.id }, 'company service level set');
    return { service_level: await shownPolicy(context.db, params.id) };
  });

  context.endpoint('removeCompanyServiceLevel', {}, async ({ params, caller }) => {
    requireAdmin(caller.user);
    await requireCompany(context, params.id);
    await removePolicy(context.db, params.id);
    context.log.info({ company_id: params.id, admin_id: caller.user.id }, 'company service level removed');
    return { service_level: null };
  });

  context.endpoint('setStaffRouting', {}, async ({ params, body, caller }) => {
    const { available, open_limit: openLimit } = body.routing;
    const own = params.id === caller.user.id;
    if (caller.user.role !== 'admin' && (!own || openLimit !== undefined)) {
      throw new HttpError(403, SERVICE_LEVEL_ERRORS.notYours, { code: 'forbidden' });
    }
    const { member, handedBack } = await context.db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, params.id)).for('update');
      if (!before || !isStaff(before.role)) throw notFound();
      const [member] = await tx
        .update(users)
        .set({
          ...(available !== undefined && { available }),
          ...(openLimit !== undefined && { openRequestLimit: openLimit }),
        })
        .where(eq(users.id, params.id))
        .returning();
      const goingAway = before.available && available === false;
      return { member: member!, handedBack: goingAway ? await handBack(tx, member!, context.now()) : [] };
    });
    for (const request of handedBack) context.live.requestChanged(request, { teamOnly: true });
    const open = (await openRequestCounts(context.db)).get(member.id) ?? 0;
    return {
      id: member.id,
      routing: { available: member.available, open_limit: member.openRequestLimit, open_requests: open },
    };
  });

  context.endpoint('getServiceLevelReport', {}, async ({ query, caller }) => {
    requireAdmin(caller.user);
    const policies = await loadPolicies(context.db);
    const by = query.by ?? 'company';
    return {
      report: await serviceLevelReport(
        context.db,
        { from: query.from, to: query.to, by },
        policies.default.row.timeZone,
      ),
    };
  });

  followRequestLife(context);

  context.app.decorate('runEscalations', () => runEscalations(context));
  const { pollMs } = context.config.serviceLevels;
  if (pollMs !== null) {
    runPeriodically(context, pollMs, () => runEscalations(context), {
      done: (clocks) => [{ clocks }, 'service levels: escalations dealt with'],
      failed: 'service-level escalation pass failed',
    });
  }
};
