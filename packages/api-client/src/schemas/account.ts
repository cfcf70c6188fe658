import { z } from 'zod';
import { CurrentPassword, Email, NewPassword } from './common.js';

// The signed-in user's own account (issue 20): name, password, email.

const Name = z.string().trim().min(1, { message: 'Enter your name.' }).max(100);

export const UpdateProfileBody = z.object({ user: z.object({ name: Name, last_name: Name }) });
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** The current password proves it is the owner; every other session ends. */
export const ChangePasswordBody = z.object({
  user: z.object({ current_password: CurrentPassword, password: NewPassword }),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** A link goes to the new address; the email changes only when it is opened and confirmed. */
export const RequestEmailChangeBody = z.object({
  user: z.object({ email: Email, current_password: CurrentPassword }),
});
export type RequestEmailChangeBody = z.input<typeof RequestEmailChangeBody>;

export const ConfirmEmailChangeBody = z.object({ token: z.string().min(1).max(200) });
export type ConfirmEmailChangeBody = z.input<typeof ConfirmEmailChangeBody>;
