// An account's erasure's default answers (docs/personal-data.md#erasure): asked for, due in 14 days.
import type { SuccessBody } from '../schemas/common.js';
import type { AccountErasureResponse } from '../schemas/erasure.js';

export const erasureResponses: { requestAccountErasure: AccountErasureResponse; eraseUser: SuccessBody } = {
  requestAccountErasure: { erasure: { due_at: '2026-11-17T14:00:00.000Z' } },
  eraseUser: { success: true },
};
