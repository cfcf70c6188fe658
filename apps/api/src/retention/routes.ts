import type { AppContext, RegisterDomain } from '../app-context.js';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';
import { requireAdmin } from '../staff/roles.js';
import { recordCompletion } from './completion-hook.js';
import { countDueRequests } from './due-requests.js';
import { monthsBefore } from './months.js';
import { companyExists, companyRetention, removePolicy, savePolicy } from './policies.js';
import { runRetentionPass } from './retention-pass.js';
import { scheduleRetention } from './retention-schedule.js';
import './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the retention job now, whatever the schedule (retention/retention-pass.ts); how many requests it took. */
    runRetention(): Promise<number>;
  }
}

const notFound = () => new HttpError(404, HTTP_MESSAGES.notFound, { code: 'not-found' });

async function requireCompany(context: AppContext, companyId: number): Promise<void> {
  if (!(await companyExists(context.db, companyId))) throw notFound();
}

/** The company's entry as the list shows it, after a change. */
async function companyEntry(context: AppContext, companyId: number) {
  const [company] = await companyRetention(context.db, companyId);
  if (!company) throw notFound();
  return { company };
}

/**
 * Data retention per company (docs/personal-data.md#retention): admins list, dry-run, set and remove each
 * company's policy; the state-change hook that records completions; the job, run by hand in tests
 * (`app.runRetention()`) and on a schedule elsewhere.
 */
export const registerRetentionRoutes: RegisterDomain = (context) => {
  context.endpoint('getRetentionPolicies', {}, async ({ caller }) => {
    requireAdmin(caller.user);
    return { companies: await companyRetention(context.db) };
  });

  context.endpoint('previewRetentionPolicy', {}, async ({ params, query, caller }) => {
    requireAdmin(caller.user);
    await requireCompany(context, params.id);
    const cutoff = monthsBefore(context.now(), query.months);
    const requests = await countDueRequests(context.db, {
      companyId: params.id,
      action: query.action,
      cutoff,
    });
    return {
      preview: {
        company_id: params.id,
        months: query.months,
        action: query.action,
        cutoff: cutoff.toISOString(),
        requests,
      },
    };
  });

  context.endpoint('setRetentionPolicy', {}, async ({ params, body, caller }) => {
    requireAdmin(caller.user);
    await requireCompany(context, params.id);
    const { months, action } = body.policy;
    await savePolicy(context.db, {
      companyId: params.id,
      months,
      action,
      setBy: caller.user.id,
      setAt: context.now(),
    });
    context.log.info(
      { company_id: params.id, months, action, admin_id: caller.user.id },
      'retention policy set',
    );
    return companyEntry(context, params.id);
  });

  context.endpoint('removeRetentionPolicy', {}, async ({ params, caller }) => {
    requireAdmin(caller.user);
    await requireCompany(context, params.id);
    await removePolicy(context.db, params.id);
    context.log.info({ company_id: params.id, admin_id: caller.user.id }, 'retention policy removed');
    return companyEntry(context, params.id);
  });

  (context.onStateChanged ??= []).push(recordCompletion);

  context.app.decorate('runRetention', () => runRetentionPass(context));
  const { pollMs } = context.config.retention;
  if (pollMs !== undefined) scheduleRetention(context, pollMs);
};
