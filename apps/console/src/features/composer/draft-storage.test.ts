import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@concierge/auth';
import { createDraftStorage, draftKey, newIdempotencyKey } from './draft-storage';

function setup() {
  const storage = createMemoryStorage();
  let next = 0;
  const drafts = createDraftStorage(storage, () => `key-${++next}`);
  return { storage, drafts };
}

describe('draft storage', () => {
  it('keeps a draft per concierge and request, as a reload finds it', () => {
    const { storage, drafts } = setup();
    drafts.save('usr_a', 5, '<p>Hello</p>');
    expect(createDraftStorage(storage).load('usr_a', 5).html).toBe('<p>Hello</p>');
    expect(drafts.load('usr_a', 6).html).toBe('');
    expect(drafts.load('usr_b', 5).html).toBe('');
  });

  it('reuses the idempotency key for a retry of the same body, and makes a new one for another body', () => {
    const { drafts } = setup();
    const first = drafts.keyFor('usr_a', 5, 'body-1');
    expect(drafts.keyFor('usr_a', 5, 'body-1')).toBe(first);
    // The key survives a reload between the attempt and the retry.
    expect(drafts.load('usr_a', 5).attempt).toEqual({ key: first, body: 'body-1' });
    expect(drafts.keyFor('usr_a', 5, 'body-2')).not.toBe(first);
  });

  it('keeps the attempt while the text is saved again', () => {
    const { drafts } = setup();
    const key = drafts.keyFor('usr_a', 5, 'body-1');
    drafts.save('usr_a', 5, '<p>Hello</p>');
    expect(drafts.keyFor('usr_a', 5, 'body-1')).toBe(key);
  });

  it('clears the draft and its attempt after a send, so the next reply gets a new key', () => {
    const { storage, drafts } = setup();
    drafts.save('usr_a', 5, '<p>Hello</p>');
    const key = drafts.keyFor('usr_a', 5, 'body-1');
    drafts.clear('usr_a', 5);
    expect(storage.getItem(draftKey('usr_a', 5))).toBeNull();
    expect(drafts.keyFor('usr_a', 5, 'body-1')).not.toBe(key);
  });

  it('reads a corrupt record as no draft', () => {
    const { storage, drafts } = setup();
    storage.setItem(draftKey('usr_a', 5), '{not json');
    expect(drafts.load('usr_a', 5)).toEqual({ html: '', attempt: null });
    storage.setItem(draftKey('usr_a', 5), JSON.stringify({ html: 3, attempt: { key: 1 } }));
    expect(drafts.load('usr_a', 5)).toEqual({ html: '', attempt: null });
  });

  it('forgets quietly when storage refuses writes', () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const drafts = createDraftStorage(storage);
    expect(() => drafts.save('usr_a', 5, '<p>x</p>')).not.toThrow();
    expect(typeof drafts.keyFor('usr_a', 5, 'body')).toBe('string');
  });

  it('makes 128-bit random keys', () => {
    expect(newIdempotencyKey()).toMatch(/^console-[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
