import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { companies, users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { preparedOnce } from '../db/prepared.js';
import { requests } from '../requests/tables.js';
import { apiTokens, type ApiTokenRow } from './tables.js';

// Every request made with a token runs this first: prepared once. The digest is unique (one index lookup).
const tokenByDigest = preparedOnce((db) =>
  db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.tokenDigest, sql.placeholder('digest')))
    .prepare('api_token_by_digest'),
);

/** The token of a digest, with the admin it acts for. */
export async function findApiTokenByDigest(db: Db, digest: string) {
  const [row] = await tokenByDigest(db).execute({ digest });
  return row;
}

export async function recordApiTokenUse(db: Db, id: number, at: Date, ip: string | null): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: at, lastUsedIp: ip }).where(eq(apiTokens.id, id));
}

export async function insertApiToken(
  db: Db,
  values: Omit<ApiTokenRow, 'id' | 'revokedAt' | 'lastUsedAt' | 'lastUsedIp'>,
): Promise<number> {
  const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  if (!row) throw new Error('insert returned no token');
  return row.id;
}

/** Revokes a live token; a revoked one keeps its first revocation time. */
export async function revokeApiTokenRow(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)));
}

/** Tokens as the console lists them, with their maker's and company's names; newest first. */
export function listedApiTokens(db: Db, id?: number) {
  return db
    .select({
      token: apiTokens,
      creator: { firstName: users.firstName, lastName: users.lastName },
      companyName: companies.name,
    })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .leftJoin(companies, eq(companies.id, apiTokens.companyId))
    .where(id === undefined ? undefined : eq(apiTokens.id, id))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}
export type ListedApiToken = Awaited<ReturnType<typeof listedApiTokens>>[number];

export async function listCompanies(db: Db) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

/** The company of a request's requester: undefined for no such request, null for a requester without one. */
export async function requestCompany(db: Db, requestId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ companyId: users.companyId })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .where(eq(requests.id, requestId));
  return row ? row.companyId : undefined;
}
