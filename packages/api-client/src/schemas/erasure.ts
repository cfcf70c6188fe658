import { Email } from './common.js';
import { z } from './zod.js';

/** An erasure the owner asked for: when it happens, unless they sign in before (docs/personal-data.md#erasure). */
export const AccountErasure = z.object({ due_at: z.string().datetime({ offset: true }) });
export type AccountErasure = z.infer<typeof AccountErasure>;

export const AccountErasureResponse = z.object({ erasure: AccountErasure });
export type AccountErasureResponse = z.infer<typeof AccountErasureResponse>;

/** The owner's ask: their password (and, with a second factor, fresh proof with it). */
export const AccountErasureBody = z.object({
  erasure: z.object({ current_password: z.string().min(1, { message: 'Enter your password.' }).max(1024) }),
});
export type AccountErasureBody = z.input<typeof AccountErasureBody>;

/** An admin's erasure of a person, at their request: the person, by their account's email. */
export const UserErasureBody = z.object({ erasure: z.object({ email: Email }) });
export type UserErasureBody = z.input<typeof UserErasureBody>;
