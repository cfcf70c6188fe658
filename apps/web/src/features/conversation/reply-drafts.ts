// Unsent replies survive a reload: kept in localStorage per user and request, under one prefix,
// so sign-out can remove every draft at once (a shared computer must not show the next person anything).
import { randomId } from '@concierge/api-client';

/** Every draft key starts with this; the rest is `{user}.{request}`. */
export const DRAFT_KEY_PREFIX = 'concierge.draft.';

/** A file already uploaded for the reply: its storage key, and what the composer shows of it. */
export interface DraftAttachment {
  key: string;
  name: string;
  size: number;
}

export interface ReplyDraft {
  text: string;
  attachment: DraftAttachment | null;
  /**
   * Sent as `Idempotency-Key`: one per draft, kept with it, so a send retried after a lost answer (even after
   * a reload) replays the first post instead of posting twice. A new draft gets a new key.
   */
  idempotencyKey: string;
}

/** What the drafts need of `localStorage` (tests pass a map). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function draftKey(userId: string, requestId: number): string {
  return `${DRAFT_KEY_PREFIX}${userId}.${requestId}`;
}

/** An empty draft with a fresh idempotency key. */
export function newDraft(): ReplyDraft {
  return { text: '', attachment: null, idempotencyKey: randomId() };
}

/** True when the draft holds nothing worth keeping. */
export function isEmptyDraft(draft: ReplyDraft): boolean {
  return draft.text.trim() === '' && draft.attachment === null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function parseAttachment(value: unknown): DraftAttachment | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { key, name, size } = value;
  if (typeof key !== 'string' || !key || typeof name !== 'string' || typeof size !== 'number')
    return undefined;
  return { key, name, size };
}

function parseDraft(raw: string): ReplyDraft | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.text !== 'string') return null;
  if (typeof value.idempotencyKey !== 'string' || !value.idempotencyKey) return null;
  const attachment = parseAttachment(value.attachment);
  if (attachment === undefined) return null;
  return { text: value.text, attachment, idempotencyKey: value.idempotencyKey };
}

/** The saved draft, or null when there is none or it cannot be read (then it is dropped). */
export function loadDraft(storage: DraftStorage, userId: string, requestId: number): ReplyDraft | null {
  const key = draftKey(userId, requestId);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const draft = parseDraft(raw);
    if (draft === null) storage.removeItem(key);
    return draft;
  } catch {
    // Storage refused (private mode, disabled): start from an empty draft.
    return null;
  }
}

/** Saves the draft, or removes it when empty. Storage failures are ignored: the draft stays on screen. */
export function saveDraft(storage: DraftStorage, userId: string, requestId: number, draft: ReplyDraft): void {
  const key = draftKey(userId, requestId);
  try {
    if (isEmptyDraft(draft)) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota or disabled storage: the draft only lives as long as the page.
  }
}

export function removeDraft(storage: DraftStorage, userId: string, requestId: number): void {
  try {
    storage.removeItem(draftKey(userId, requestId));
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}

/** Removes every draft of every user (sign-out). */
export function removeAllDrafts(storage: DraftStorage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Storage unavailable: there are no drafts in it.
  }
}
