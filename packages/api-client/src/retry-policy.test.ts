import { describe, expect, it } from 'vitest';
import { ApiError, MAX_READ_RETRIES, retryServerErrors } from './index.js';

const failed = (status?: number) =>
  new ApiError('failed', {
    kind: status === undefined ? 'network' : 'http',
    endpoint: 'getCurrentUser',
    ...(status === undefined ? {} : { status }),
  });

describe('retryServerErrors', () => {
  it('asks again after no answer or a 5xx, twice: three tries in all', () => {
    expect(MAX_READ_RETRIES).toBe(2);
    for (const error of [failed(), failed(500), failed(503), new Error('bug')]) {
      expect([0, 1, 2].map((failureCount) => retryServerErrors(failureCount, error))).toEqual([
        true,
        true,
        false,
      ]);
    }
  });

  it('never asks again after a 4xx: the same question gets the same answer', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) {
      expect(retryServerErrors(0, failed(status)), String(status)).toBe(false);
    }
  });
});
