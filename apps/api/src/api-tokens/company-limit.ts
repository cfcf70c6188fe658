import type { EndpointName } from '@concierge/api-client';
import type { Db } from '../db/database.js';
import { notFound } from '../requests/service.js';
import type { TokenCaller } from './caller.js';
import { requestCompany } from './queries.js';

/**
 * How each endpoint a scope opens keeps a company-limited token to its company's requests:
 * - `request`: its `:id` is a request, answered only when its requester is of the company (any other is the
 *   same 404 as a missing one, so a token learns nothing of other companies' requests);
 * - `query`: the handler narrows what it reads to the company (`tokenCompanyOf`).
 * An endpoint missing here refuses company-limited tokens (403 `token-scope`): a new scoped endpoint stays
 * closed to them until it says how it narrows (the ratings summary counts every company, and webhook
 * endpoints are the whole team's: refused).
 */
export const COMPANY_NARROWING: Partial<Record<EndpointName, 'request' | 'query'>> = {
  getQueue: 'query',
  getQueueCounts: 'query',
  getQueueRequest: 'request',
  getQueueRequestRating: 'request',
  postConciergeMessage: 'request',
};

/** Whether a token may call `name` at all as far as its company goes (the scopes are checked apart). */
export const companyAllows = (caller: TokenCaller, name: EndpointName): boolean =>
  caller.apiToken.companyId === null || COMPANY_NARROWING[name] !== undefined;

/** After validation: a company-limited token's request ids must be its company's (404 otherwise). */
export async function narrowToCompany(
  db: Db,
  caller: TokenCaller,
  name: EndpointName,
  params: unknown,
): Promise<void> {
  const { companyId } = caller.apiToken;
  if (companyId === null || COMPANY_NARROWING[name] !== 'request') return;
  const requestId = (params as { id: number }).id;
  if ((await requestCompany(db, requestId)) !== companyId) throw notFound();
}
