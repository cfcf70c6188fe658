import type { Db } from '../db/database.js';
import { GENESIS_HASH, firstBreak, type ChainBreak } from './chain.js';
import { accessLogBatch } from './queries.js';

const BATCH = 1000;

export interface ChainReport {
  /** Entries read before the walk stopped (all of them when the chain holds). */
  checked: number;
  /** The first entry that does not follow from the one before it; null when every link holds. */
  broken: (ChainBreak & { expectedId: number }) | null;
}

/**
 * Walks the whole access record in id order and reports the first broken link: an entry whose columns no
 * longer give its hash (edited), whose stored predecessor is not the entry before it (one removed or put
 * in), or whose id skips one (removed at the end of a batch).
 */
export async function verifyAccessLog(db: Db): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const batch = await accessLogBatch(db, lastId, BATCH);
    if (batch.length === 0) return { checked, broken: null };
    for (const [index, entry] of batch.entries()) {
      if (entry.id !== lastId + 1 + index) {
        return {
          checked: checked + index,
          broken: { id: entry.id, reason: 'prev-hash', expectedId: lastId + 1 + index },
        };
      }
    }
    const { broken, last } = firstBreak(batch, prevHash);
    if (broken) {
      return { checked: checked + (broken.id - lastId - 1), broken: { ...broken, expectedId: broken.id } };
    }
    checked += batch.length;
    prevHash = last;
    lastId = batch.at(-1)!.id;
  }
}

/** The verifier's one-line verdict, as the command prints it. */
export function describeReport(report: ChainReport): string {
  if (!report.broken) return `The access record holds: ${report.checked} entries, every link verified.`;
  const why =
    report.broken.reason === 'hash'
      ? 'its columns no longer give its hash (edited)'
      : report.broken.expectedId !== report.broken.id
        ? `entry ${report.broken.expectedId} is missing (removed)`
        : 'it does not link to the entry before it (an entry removed or put in)';
  return `The access record is broken at entry ${report.broken.id}: ${why}; ${report.checked} entries before it hold.`;
}
