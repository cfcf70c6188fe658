import { ApiError } from '@concierge/api-client';
import { describe, expect, it } from 'vitest';
import { retryWaitOf } from './retry-wait';

const refused = (retryAfter?: number) =>
  new ApiError('Unable to request MFA token at this time.', {
    kind: 'http',
    endpoint: 'sendOtp',
    status: 429,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });

describe('retryWaitOf', () => {
  it("turns a refusal's Retry-After into a new countdown start each time", () => {
    const first = retryWaitOf(refused(42));
    expect(first).toEqual({ seconds: 42 });
    expect(retryWaitOf(refused(42))).not.toBe(first);
  });

  it('gives no wait without a Retry-After, for a zero one, or for anything but an ApiError', () => {
    expect(retryWaitOf(refused())).toBeNull();
    expect(retryWaitOf(refused(0))).toBeNull();
    expect(retryWaitOf(new Error('boom'))).toBeNull();
  });
});
