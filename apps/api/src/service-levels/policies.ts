import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { ServiceLevelPolicy, ServiceLevelSettings } from '@concierge/api-client';
import { companies, users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { requests } from '../requests/tables.js';
import { fullName } from '../accounts/full-name.js';
import { calendarOf, type Calendar } from './business-time.js';
import { serviceLevelPolicies, type ServiceLevelPolicyRow } from './tables.js';

// Policies (docs/service-levels.md#policies): the default, made by the migration and never removed, and one
// per company that wants its own. A request follows its requester's company's policy, else the default.

/** A policy as the clocks use it: the row and its calendar. */
export interface Policy {
  row: ServiceLevelPolicyRow;
  calendar: Calendar;
}

// Calendars are built once per version of a row: their opening instants are cached per calendar object.
const calendars = new Map<number, { updatedAt: number; calendar: Calendar }>();

function policyOf(row: ServiceLevelPolicyRow): Policy {
  const version = row.updatedAt?.getTime() ?? 0;
  const known = calendars.get(row.id);
  if (known && known.updatedAt === version) return { row, calendar: known.calendar };
  const calendar = calendarOf({ time_zone: row.timeZone, hours: row.hours, holidays: row.holidays });
  calendars.set(row.id, { updatedAt: version, calendar });
  return { row, calendar };
}

/** Every policy, for pages that show many requests: the default and each company's by company id. */
export interface PolicyBook {
  default: Policy;
  byCompany: Map<number, Policy>;
  /** The policy of a requester's company (null: none). */
  of(companyId: number | null): Policy;
}

export async function loadPolicies(db: Db): Promise<PolicyBook> {
  const rows = await db.select().from(serviceLevelPolicies);
  const fallback = rows.find((row) => row.companyId === null);
  if (!fallback) throw new Error('the default service-level policy is missing');
  const byCompany = new Map(
    rows.filter((row) => row.companyId !== null).map((row) => [row.companyId!, policyOf(row)]),
  );
  const defaultPolicy = policyOf(fallback);
  return {
    default: defaultPolicy,
    byCompany,
    of: (companyId) => (companyId === null ? defaultPolicy : (byCompany.get(companyId) ?? defaultPolicy)),
  };
}

/** The policy a request follows: its requester's company's own, else the default. */
export async function policyForRequest(db: Db, requestId: number): Promise<Policy> {
  const [row] = await db
    .select({ policy: serviceLevelPolicies })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .innerJoin(
      serviceLevelPolicies,
      or(eq(serviceLevelPolicies.companyId, users.companyId), isNull(serviceLevelPolicies.companyId)),
    )
    .where(eq(requests.id, requestId))
    // The company's own before the default.
    .orderBy(sql`${serviceLevelPolicies.companyId} IS NULL`)
    .limit(1);
  if (!row) throw new Error(`no service-level policy applies to request ${requestId}`);
  return policyOf(row.policy);
}

/** A row as the contract shows it. */
function present(row: ServiceLevelPolicyRow, updatedBy: string | null): ServiceLevelPolicy {
  return {
    time_zone: row.timeZone,
    hours: row.hours,
    holidays: row.holidays,
    first_reply_minutes: row.firstReplyMinutes,
    next_reply_minutes: row.nextReplyMinutes,
    resolution_minutes: row.resolutionMinutes,
    warn_before_minutes: row.warnBeforeMinutes,
    unassign_on_breach: row.unassignOnBreach,
    updated_by: updatedBy,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** The default policy and every company with its own policy or none, companies by name. */
export async function listPolicies(db: Db) {
  const rows = await db
    .select({
      policy: serviceLevelPolicies,
      editor: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(serviceLevelPolicies)
    .leftJoin(users, eq(users.id, serviceLevelPolicies.updatedBy));
  const shown = (entry: (typeof rows)[number]) =>
    present(entry.policy, entry.editor ? fullName(entry.editor) : null);
  const fallback = rows.find((entry) => entry.policy.companyId === null);
  if (!fallback) throw new Error('the default service-level policy is missing');
  const own = new Map(rows.map((entry) => [entry.policy.companyId, entry]));
  const all = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.name));
  return {
    default: shown(fallback),
    companies: all.map((company) => {
      const entry = own.get(company.id);
      return { id: company.id, name: company.name, policy: entry ? shown(entry) : null };
    }),
  };
}

/** One policy as shown, by company (null: the default); null when the company has none. */
export async function shownPolicy(db: Db, companyId: number | null): Promise<ServiceLevelPolicy | null> {
  const listed = await listPolicies(db);
  if (companyId === null) return listed.default;
  return listed.companies.find((company) => company.id === companyId)?.policy ?? null;
}

const columnsOf = (settings: ServiceLevelSettings, by: number, at: Date) => ({
  timeZone: settings.time_zone,
  hours: settings.hours,
  holidays: [...settings.holidays].sort(),
  firstReplyMinutes: settings.first_reply_minutes,
  nextReplyMinutes: settings.next_reply_minutes,
  resolutionMinutes: settings.resolution_minutes,
  warnBeforeMinutes: settings.warn_before_minutes,
  unassignOnBreach: settings.unassign_on_breach,
  updatedBy: by,
  updatedAt: at,
});

/** Replaces the default policy, or sets a company's own. */
export async function savePolicy(
  db: Db,
  companyId: number | null,
  settings: ServiceLevelSettings,
  by: number,
  at: Date,
): Promise<void> {
  const columns = columnsOf(settings, by, at);
  if (companyId === null) {
    await db.update(serviceLevelPolicies).set(columns).where(isNull(serviceLevelPolicies.companyId));
    return;
  }
  await db
    .insert(serviceLevelPolicies)
    .values({ companyId, ...columns })
    .onConflictDoUpdate({ target: serviceLevelPolicies.companyId, set: columns });
}

export async function removePolicy(db: Db, companyId: number): Promise<void> {
  await db.delete(serviceLevelPolicies).where(eq(serviceLevelPolicies.companyId, companyId));
}

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}
