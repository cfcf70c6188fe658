import { useEffect, useRef } from 'react';
import { onStreamHealth } from './live-pace';
import type { LiveChange, LiveStream } from './live-stream';

export interface UseLiveStreamOptions {
  /** Open while signed in; a change closes the old stream and opens a new one. */
  session: string | null;
  url: string;
  headers: () => Headers | null;
  onChange: (change: LiveChange) => void;
  /**
   * The stream went down or came (back) up: refetch what is shown now rather than at the next poll. Coming
   * up, a change made between a screen's first read and the stream's first event is known to nobody else.
   */
  onHealthChange: () => void;
}

/**
 * Keeps the live stream open while the app is signed in. The stream's code is imported here, after the
 * first paint, so no first load carries it (docs/performance.md#first-load-budgets).
 */
export function useLiveStream(options: UseLiveStreamOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { session, url } = options;
  useEffect(() => {
    if (!session) return;
    let stream: LiveStream | undefined;
    let cancelled = false;
    const stop = onStreamHealth(() => latest.current.onHealthChange());
    void import('./live-stream').then(
      ({ openLiveStream }) => {
        if (cancelled) return;
        stream = openLiveStream({
          url,
          headers: () => latest.current.headers(),
          onChange: (change) => latest.current.onChange(change),
        });
      },
      // A chunk that failed to load leaves the screens polling at the fallback pace.
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop();
      stream?.close();
    };
  }, [session, url]);
}
