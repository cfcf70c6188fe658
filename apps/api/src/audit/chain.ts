import { createHash } from 'node:crypto';
import type { AccessLogRow } from './tables.js';

/** The first entry's predecessor. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: every column but the two hashes, with fixed key order and ISO times. */
export function canonicalEntry(entry: Omit<AccessLogRow, 'prevHash' | 'hash'>): string {
  return JSON.stringify({
    id: entry.id,
    at: entry.at.toISOString(),
    staff_id: entry.staffId,
    staff_name: entry.staffName,
    requester_id: entry.requesterId,
    request_id: entry.requestId,
    action: entry.action,
    detail: entry.detail,
  });
}

/** H(previous hash + canonical JSON of the entry), hex. */
export const entryHash = (prevHash: string, entry: Omit<AccessLogRow, 'prevHash' | 'hash'>): string =>
  createHash('sha256')
    .update(prevHash + canonicalEntry(entry))
    .digest('hex');

export type ChainBreak = { id: number; reason: 'prev-hash' | 'hash' };

/**
 * Walks entries in id order from `prevHash` and answers the first that does not follow: one whose stored
 * predecessor is not the hash before it (removed or reordered entries), or whose own hash does not match
 * its columns (an edited entry). `null`: every link holds; `last` is the hash to carry to the next batch.
 */
export function firstBreak(
  entries: readonly AccessLogRow[],
  prevHash: string,
): { broken: ChainBreak | null; last: string } {
  let previous = prevHash;
  for (const entry of entries) {
    if (entry.prevHash !== previous) return { broken: { id: entry.id, reason: 'prev-hash' }, last: previous };
    if (entryHash(previous, entry) !== entry.hash)
      return { broken: { id: entry.id, reason: 'hash' }, last: previous };
    previous = entry.hash;
  }
  return { broken: null, last: previous };
}
