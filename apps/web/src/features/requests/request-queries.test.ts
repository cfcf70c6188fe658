import { describe, expect, it } from 'vitest';
import { ApiError, LIVE_UPDATE_INTERVAL_MS } from '@concierge/api-client';
import { liveUpdateInterval } from './request-queries';

const stateWith = (error: Error | null) => ({ state: { error } }) as Parameters<typeof liveUpdateInterval>[0];
const failure = (status?: number) =>
  new ApiError('failed', {
    kind: status ? 'http' : 'network',
    endpoint: 'getRequest',
    ...(status ? { status } : {}),
  });

describe('liveUpdateInterval', () => {
  it('polls every LIVE_UPDATE_INTERVAL_MS (3 s) while the query is fine', () => {
    expect(LIVE_UPDATE_INTERVAL_MS).toBe(3000);
    expect(liveUpdateInterval(stateWith(null))).toBe(LIVE_UPDATE_INTERVAL_MS);
  });

  it('keeps polling through server and network failures, which may pass', () => {
    expect(liveUpdateInterval(stateWith(failure(503)))).toBe(LIVE_UPDATE_INTERVAL_MS);
    expect(liveUpdateInterval(stateWith(failure()))).toBe(LIVE_UPDATE_INTERVAL_MS);
  });

  it('stops on a 4xx (another user’s or a deleted request), which asking again will not change', () => {
    expect(liveUpdateInterval(stateWith(failure(404)))).toBe(false);
    expect(liveUpdateInterval(stateWith(failure(403)))).toBe(false);
  });
});
