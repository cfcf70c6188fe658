import { randomId } from '@concierge/api-client';
import { CONSOLE_STORAGE_PREFIX } from '../../app/console-storage';

// A reply in progress survives a reload: kept in local storage per concierge and request, and
// removed once the reply is sent. Keyed by the concierge too, so on a shared machine nobody else's draft
// shows up; a draft outlives an expired session, which is when losing it would hurt most.

/** The idempotency key of the last send attempt and the exact body it was for. */
export interface SendAttempt {
  key: string;
  body: string;
}

export interface Draft {
  html: string;
  attempt: SendAttempt | null;
}

const EMPTY: Draft = { html: '', attempt: null };

export const draftKey = (userId: string, requestId: number) =>
  `${CONSOLE_STORAGE_PREFIX}draft:${userId}:${requestId}`;

/** 128 random bits as hex, marked as the console's (the shared `randomId` works on plain-http origins too). */
export const newIdempotencyKey = (): string => `console-${randomId()}`;

function parse(raw: string | null): Draft {
  if (raw === null) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<Draft> | null;
    const html = typeof value?.html === 'string' ? value.html : '';
    const attempt =
      typeof value?.attempt?.key === 'string' && typeof value.attempt.body === 'string'
        ? { key: value.attempt.key, body: value.attempt.body }
        : null;
    return { html, attempt };
  } catch {
    return EMPTY;
  }
}

/** Drafts over a Storage (local storage in the app); storage failures never throw, they only forget. */
export function createDraftStorage(storage: Storage, newKey: () => string = newIdempotencyKey) {
  const read = (key: string) => {
    try {
      return parse(storage.getItem(key));
    } catch {
      return EMPTY;
    }
  };
  const write = (key: string, draft: Draft | null) => {
    try {
      if (draft === null || (!draft.html && !draft.attempt)) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(draft));
    } catch {
      // Quota or policy: the draft lives only in the editor until the next successful write.
    }
  };
  return {
    load: (userId: string, requestId: number): Draft => read(draftKey(userId, requestId)),
    /** Keeps the text; the last attempt stays, so a retry of the same body reuses its key. */
    save(userId: string, requestId: number, html: string) {
      const key = draftKey(userId, requestId);
      write(key, { ...read(key), html });
    },
    /**
     * The idempotency key to send `body` with: the last attempt's when the body is the same (a retry after
     * a lost answer is then replayed by the server, never posted twice), else a new one, saved before the
     * request leaves so a reload in between still retries with it.
     */
    keyFor(userId: string, requestId: number, body: string): string {
      const key = draftKey(userId, requestId);
      const draft = read(key);
      if (draft.attempt?.body === body) return draft.attempt.key;
      const attempt = { key: newKey(), body };
      write(key, { ...draft, attempt });
      return attempt.key;
    },
    /** After a successful send. */
    clear: (userId: string, requestId: number) => write(draftKey(userId, requestId), null),
  };
}

export type DraftStorage = ReturnType<typeof createDraftStorage>;
