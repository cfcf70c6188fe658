import { useEffect, useMemo, useRef } from 'react';

export interface SeenMessage {
  /** What a send says its writer has seen: the server's `seen_message_id` (0: a thread with no message). */
  current(): number;
  /** The writer was shown the thread up to this message (after a refused send, the refetched thread). */
  acknowledge(id: number): void;
}

/**
 * Which message of a thread a send says its writer has seen (docs/conversation.md#replying). While nothing
 * is being written it follows the newest message shown; once the writer has started, it stays where it
 * was, so a reply from the other side that arrives meanwhile, live or not, makes the server refuse the send
 * (409 `unseen-reply`) and the screen show it, with the draft kept. After that the writer has seen it.
 * Mount it with the thread loaded: the thread a screen opens on (a draft restored with it) is seen. While a
 * draft is written the value does not move, so a retried send is the same request as the first.
 */
export function useSeenMessage(newestId: number, isWriting: () => boolean): SeenMessage {
  const seen = useRef(newestId);
  const writing = useRef(isWriting);
  writing.current = isWriting;
  useEffect(() => {
    if (!writing.current()) seen.current = newestId;
  }, [newestId]);
  return useMemo(
    () => ({
      current: () => seen.current,
      acknowledge: (id) => void (seen.current = id),
    }),
    [],
  );
}

/** The id of a thread's newest message (0 when it has none), the value {@link useSeenMessage} follows. */
export function newestMessageId(messages: readonly { id: number }[]): number {
  return messages.reduce((newest, { id }) => Math.max(newest, id), 0);
}
