import { useCallback, useEffect, useState } from 'react';
import { loadDraft, newDraft, removeDraft, saveDraft, type ReplyDraft } from './reply-drafts';

const browserStorage = () => window.localStorage;

/**
 * The reply being written on one request, saved on every change (a reload or a crash loses nothing) and
 * read back when the page opens. `discard` (after a send) starts a new draft, with a new idempotency key.
 */
export function useReplyDraft(userId: string, requestId: number) {
  const [draft, setDraft] = useState<ReplyDraft>(
    () => loadDraft(browserStorage(), userId, requestId) ?? newDraft(),
  );

  useEffect(() => {
    saveDraft(browserStorage(), userId, requestId, draft);
  }, [userId, requestId, draft]);

  const update = useCallback(
    (change: Partial<Omit<ReplyDraft, 'idempotencyKey'>>) =>
      setDraft((current) => ({ ...current, ...change })),
    [],
  );

  const discard = useCallback(() => {
    removeDraft(browserStorage(), userId, requestId);
    setDraft(newDraft());
  }, [userId, requestId]);

  /** Keeps the text and file under a new key: the old one already named a post that went through. */
  const renewKey = useCallback(
    () => setDraft((current) => ({ ...current, idempotencyKey: newDraft().idempotencyKey })),
    [],
  );

  return { draft, update, discard, renewKey };
}
