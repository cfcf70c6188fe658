import { describe, expect, it } from 'vitest';
import {
  FALLBACK_POLL_MS,
  onStreamHealth,
  pollInterval,
  SAFETY_NET_POLL_MS,
  setStreamHealth,
} from './live-pace';

describe('the pace of polling', () => {
  it('is the fallback pace until the stream is live, the safety net while it is, and tells each change once', () => {
    const told: string[] = [];
    const stop = onStreamHealth((health) => told.push(health));
    expect(pollInterval()).toBe(FALLBACK_POLL_MS);
    setStreamHealth('live');
    setStreamHealth('live');
    expect(pollInterval()).toBe(SAFETY_NET_POLL_MS);
    expect(SAFETY_NET_POLL_MS).toBeGreaterThanOrEqual(FALLBACK_POLL_MS);
    setStreamHealth('down');
    expect(pollInterval()).toBe(FALLBACK_POLL_MS);
    expect(told).toEqual(['live', 'down']);
    stop();
  });
});
