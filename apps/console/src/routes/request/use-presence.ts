import { useEffect, useMemo } from 'react';
import type { ApiClient } from '@concierge/api-client';
import { createTypingTracker } from '../../features/queue/typing-tracker';

/**
 * How often an open request page says it is still open. The server forgets a viewer 10 s after the last
 * heartbeat (docs/limits.md), so two may be lost before colleagues stop seeing this concierge.
 */
export const PRESENCE_HEARTBEAT_MS = 4_000;

/**
 * The collision notice's side of an open request page (docs/team-console.md#collision-notice): it tells the
 * server the page is open, every few seconds while it is shown, and whether its composer is typing, at once
 * when that starts and at the next heartbeat when it stops; leaving the page says so. The server passes a
 * change on to colleagues by the live stream. Best effort: a heartbeat that fails is simply sent again.
 * Returns what the composer calls on each change of its text.
 */
export function usePresence(api: ApiClient, requestId: number): () => void {
  const tracker = useMemo(() => createTypingTracker(), []);
  const report = useMemo(() => {
    let reportedTyping = false;
    const send = (typing: boolean) => {
      reportedTyping = typing;
      api
        .call('putRequestPresence', { params: { id: requestId }, body: { presence: { typing } } })
        .catch(() => undefined);
    };
    return {
      heartbeat: () => {
        if (document.visibilityState === 'visible') send(tracker.isTyping());
      },
      typed: () => {
        tracker.mark();
        if (!reportedTyping) send(true);
      },
    };
  }, [api, requestId, tracker]);

  useEffect(() => {
    report.heartbeat();
    const timer = setInterval(report.heartbeat, PRESENCE_HEARTBEAT_MS);
    document.addEventListener('visibilitychange', report.heartbeat);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', report.heartbeat);
      api.call('deleteRequestPresence', { params: { id: requestId } }).catch(() => undefined);
    };
  }, [api, requestId, report]);

  return report.typed;
}
