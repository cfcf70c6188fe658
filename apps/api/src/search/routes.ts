import type { RegisterDomain } from '../app-context.js';
import { searchRequests } from './search.js';

/** The requester's search of their own requests; the concierge's queue uses the same module. */
export const registerSearchRoutes: RegisterDomain = (context) => {
  // A full-text query is the costliest read a requester can ask for: limited per IP and per account like
  // presigning, so one session cannot keep the database busy with it.
  context.endpoint(
    'searchRequests',
    { rateLimit: { account: ({ caller }) => `user:${caller.user.id}` } },
    async ({ query, caller }) => searchRequests(context.db, { scope: { ownerId: caller.user.id }, ...query }),
  );
};
