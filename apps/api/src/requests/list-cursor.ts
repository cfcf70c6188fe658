import { Id } from '@concierge/api-client';
import { HttpError } from '../http/errors.js';
import { defineTexts } from '../i18n/text-registry.js';

/** Where a list page ends: the last row's (created_at, id), newest first. */
export interface ListPosition {
  createdAt: Date;
  id: number;
}

/** Default and largest page sizes of the request lists and the queue. */
export const LIST_PAGE_SIZE = { default: 50, max: 100 } as const;

export const { CURSOR_ERROR } = defineTexts({
  CURSOR_ERROR: 'This page link is not valid; load the list again.',
});

/** An opaque cursor: base64url of the position's JSON (clients must not read or build it). */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString('base64url');
}

/** The position a cursor names; a 400 for anything this server did not hand out. */
export function decodeCursor(cursor: string): ListPosition {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(at));
    // Only values the database can compare with: an integer id and a timestamp of years 1 to 9999.
    const year = createdAt.getUTCFullYear();
    if (
      typeof at === 'string' &&
      Id.safeParse(id).success &&
      typeof id === 'number' &&
      year >= 1 &&
      year <= 9999
    ) {
      return { createdAt, id };
    }
  } catch {
    // Falls through to the one error below.
  }
  throw new HttpError(400, CURSOR_ERROR, {
    code: 'validation',
    issues: [{ path: 'query.cursor', message: CURSOR_ERROR }],
  });
}
