import { z } from './zod.js';

export const MfaEnrollBody = z.object({
  mfa_number: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()\-.]{7,24}$/, { message: 'Enter a valid phone number.' })
    .refine((value) => value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15, {
      message: 'Enter a valid phone number.',
    }),
});
export type MfaEnrollBody = z.infer<typeof MfaEnrollBody>;

export const MfaVerifyBody = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'Enter the 6-digit code.' }),
});
export type MfaVerifyBody = z.infer<typeof MfaVerifyBody>;

/** Verify answer; the MFA token itself comes in the `mfa-token` answer header. */
export const MfaVerifyResponse = z.object({ success: z.boolean() });
export type MfaVerifyResponse = z.infer<typeof MfaVerifyResponse>;
