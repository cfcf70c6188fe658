import { eq } from 'drizzle-orm';
import type { StateChangedHook } from '../requests/change-state.js';
import { requestCompletions } from './tables.js';

/**
 * Keeps each request's completion time, in the state change's own transaction: the retention cut-off counts
 * from it (docs/personal-data.md#retention). Completed again after a reopening, the clock starts again;
 * reopened, the request is not completed and leaves the table.
 */
export const recordCompletion: StateChangedHook = async (tx, change) => {
  if (change.to === 'completed') {
    await tx
      .insert(requestCompletions)
      .values({ requestId: change.request.id, completedAt: change.at })
      .onConflictDoUpdate({ target: requestCompletions.requestId, set: { completedAt: change.at } });
  } else if (change.from === 'completed') {
    await tx.delete(requestCompletions).where(eq(requestCompletions.requestId, change.request.id));
  }
};
