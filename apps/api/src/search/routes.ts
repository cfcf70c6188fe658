import type { RegisterDomain } from '../app-context.js';
import { searchRequests } from './search.js';

/** The requester's search of their own requests (issue 20); the concierge's queue uses the same module. */
export const registerSearchRoutes: RegisterDomain = (context) => {
  context.endpoint('searchRequests', {}, async ({ query, caller }) =>
    searchRequests(context.db, { scope: { ownerId: caller.user.id }, ...query }),
  );
};
