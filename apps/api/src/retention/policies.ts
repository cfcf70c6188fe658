import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { CompanyRetention, RetentionAction } from '@concierge/api-client';
import { companies, users } from '../accounts/tables.js';
import { fullName } from '../accounts/full-name.js';
import type { Db } from '../db/database.js';
import { retentionPolicies, retentionRuns } from './tables.js';

/**
 * Companies with their retention policy (null: kept) and the job's latest pass over each, by name; one
 * company with `companyId`. Two reads rather than one lateral join: the query builder has none, and the
 * list is one row per company.
 */
export async function companyRetention(db: Db, companyId?: number): Promise<CompanyRetention[]> {
  const only: SQL | undefined = companyId === undefined ? undefined : eq(companies.id, companyId);
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      months: retentionPolicies.months,
      action: retentionPolicies.action,
      setAt: retentionPolicies.setAt,
      setByFirst: users.firstName,
      setByLast: users.lastName,
    })
    .from(companies)
    .leftJoin(retentionPolicies, eq(retentionPolicies.companyId, companies.id))
    .leftJoin(users, eq(users.id, retentionPolicies.setBy))
    .where(only)
    .orderBy(asc(companies.name), asc(companies.id));
  const runs = await db
    .selectDistinctOn([retentionRuns.companyId], {
      companyId: retentionRuns.companyId,
      at: retentionRuns.finishedAt,
      action: retentionRuns.action,
      requests: retentionRuns.requests,
    })
    .from(retentionRuns)
    .where(companyId === undefined ? undefined : eq(retentionRuns.companyId, companyId))
    .orderBy(asc(retentionRuns.companyId), desc(retentionRuns.finishedAt), desc(retentionRuns.id));
  const lastRun = new Map(runs.map((run) => [run.companyId, run]));
  return rows.map((row) => {
    const run = lastRun.get(row.id);
    return {
      company_id: row.id,
      company_name: row.name,
      policy:
        row.months !== null && row.action !== null && row.setAt !== null
          ? {
              months: row.months,
              action: row.action,
              set_by:
                row.setByFirst !== null && row.setByLast !== null
                  ? fullName({ firstName: row.setByFirst, lastName: row.setByLast })
                  : null,
              set_at: row.setAt.toISOString(),
            }
          : null,
      last_run: run ? { at: run.at.toISOString(), action: run.action, requests: run.requests } : null,
    };
  });
}

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}

/** Sets or replaces the company's policy: one row per company, who set it and when. */
export async function savePolicy(
  db: Db,
  policy: { companyId: number; months: number; action: RetentionAction; setBy: number; setAt: Date },
): Promise<void> {
  const { months, action, setBy, setAt } = policy;
  await db
    .insert(retentionPolicies)
    .values(policy)
    .onConflictDoUpdate({ target: retentionPolicies.companyId, set: { months, action, setBy, setAt } });
}

export async function removePolicy(db: Db, companyId: number): Promise<void> {
  await db.delete(retentionPolicies).where(eq(retentionPolicies.companyId, companyId));
}
