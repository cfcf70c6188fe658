import { describe, expect, it } from 'vitest';
import {
  DRAFT_KEY_PREFIX,
  draftKey,
  isEmptyDraft,
  loadDraft,
  newDraft,
  removeAllDrafts,
  removeDraft,
  saveDraft,
  type DraftStorage,
  type ReplyDraft,
} from './reply-drafts';

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

const draft: ReplyDraft = {
  text: 'The leak is back.',
  attachment: { key: 'uploads/7/abc', name: 'photo.jpg', size: 2048 },
  idempotencyKey: 'draft-key-1',
};

describe('reply drafts', () => {
  it('are stored under the concierge.draft. prefix, per user and request', () => {
    expect(draftKey('u-1', 42)).toBe('concierge.draft.u-1.42');
    expect(draftKey('u-1', 42).startsWith(DRAFT_KEY_PREFIX)).toBe(true);
  });

  it('come back as saved: text, uploaded file and idempotency key', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'u-1', 42, draft);
    expect(loadDraft(storage, 'u-1', 42)).toEqual(draft);
    expect(loadDraft(storage, 'u-1', 43)).toBeNull();
    expect(loadDraft(storage, 'u-2', 42)).toBeNull();
  });

  it('keep a text-only draft', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'u-1', 42, { ...draft, attachment: null });
    expect(loadDraft(storage, 'u-1', 42)).toEqual({ ...draft, attachment: null });
  });

  it('are removed instead of saved when empty', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'u-1', 42, draft);
    saveDraft(storage, 'u-1', 42, { ...draft, text: '  \n', attachment: null });
    expect(storage.values.size).toBe(0);
  });

  it('drop what cannot be read', () => {
    const storage = memoryStorage({
      'concierge.draft.u-1.1': '{not json',
      'concierge.draft.u-1.2': JSON.stringify({ text: 5, idempotencyKey: 'k' }),
      'concierge.draft.u-1.3': JSON.stringify({ text: 'hi', attachment: { key: '' }, idempotencyKey: 'k' }),
      'concierge.draft.u-1.4': JSON.stringify({ text: 'hi', attachment: null, idempotencyKey: '' }),
    });
    for (const id of [1, 2, 3, 4]) expect(loadDraft(storage, 'u-1', id)).toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it('survive a storage that refuses to work', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      key: () => {
        throw new Error('SecurityError');
      },
      length: 1,
    };
    expect(loadDraft(broken, 'u-1', 1)).toBeNull();
    expect(() => saveDraft(broken, 'u-1', 1, draft)).not.toThrow();
    expect(() => removeDraft(broken, 'u-1', 1)).not.toThrow();
    expect(() => removeAllDrafts(broken)).not.toThrow();
  });

  it('are removed one by one after a send, and all at once on sign-out, leaving other keys', () => {
    const storage = memoryStorage({ 'concierge.auth.token': 't', other: 'x' });
    saveDraft(storage, 'u-1', 1, draft);
    saveDraft(storage, 'u-1', 2, draft);
    saveDraft(storage, 'u-2', 3, draft);
    removeDraft(storage, 'u-1', 1);
    expect(loadDraft(storage, 'u-1', 1)).toBeNull();
    expect(loadDraft(storage, 'u-1', 2)).toEqual(draft);
    removeAllDrafts(storage);
    expect([...storage.values.keys()]).toEqual(['concierge.auth.token', 'other']);
  });

  it('start empty with a fresh idempotency key each time', () => {
    const first = newDraft();
    expect(isEmptyDraft(first)).toBe(true);
    expect(first.idempotencyKey).not.toBe(newDraft().idempotencyKey);
    expect(isEmptyDraft({ ...first, attachment: draft.attachment })).toBe(false);
  });
});
