import DataLoader from 'dataloader';
import type { Db } from '../db/database.js';
import { findSessionsWithRequestVersions, type RequestPoll } from './queries.js';

/** One poll's session and page version (undefined: no session has its token). */
type PollLookup = Awaited<ReturnType<typeof findSessionsWithRequestVersions>>[number];

/**
 * How long a request-page poll waits for others to share its statement. Open tabs poll every
 * LIVE_UPDATE_INTERVAL_MS (3 s) each, so a server with a thousand of them gets a poll every 3 ms: in 20 ms
 * about seven share one round trip to the database instead of making seven. Each round trip costs the API
 * more in the kernel (waking a database backend) than the lookup costs PostgreSQL, which is why a batch is
 * cheaper than the same polls one by one. 20 ms on a 3 s poll is nothing a person sees; a new message
 * still reaches every tab within one interval plus this window.
 */
export const POLL_BATCH_WINDOW_MS = 20;

/** The most polls one statement carries; more in one window make a second statement. */
export const POLL_BATCH_MAX = 500;

/**
 * The polls' lookup, batched: each call resolves to its poll's session and page version, read in one
 * statement with every other poll of its window. Nothing is cached: every poll reads the database, so a
 * session revoked or a message written before the statement is seen by it. A failed statement fails
 * every poll of its batch (each gets the ordinary 500), none is answered from a guess.
 * `lookUp` is the statement (a test counts its calls). DataLoader (graphql/dataloader) does the batching:
 * queueing, the window, the batch size, the one-to-one resolution of each caller.
 */
export function batchedRequestPolls(
  db: Db,
  lookUp = findSessionsWithRequestVersions,
): (poll: RequestPoll) => Promise<PollLookup> {
  const loader = new DataLoader<RequestPoll, PollLookup>((polls) => lookUp(db, polls), {
    cache: false,
    maxBatchSize: POLL_BATCH_MAX,
    batchScheduleFn: (run) => setTimeout(run, POLL_BATCH_WINDOW_MS),
  });
  return (poll) => loader.load(poll);
}
