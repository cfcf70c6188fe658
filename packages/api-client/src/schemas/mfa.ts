import { MFA_FACTOR_KINDS } from '../constants.js';
import { z } from './zod.js';
import { VALIDATION_TEXTS as T } from './common.js';

export const MfaEnrollBody = z.object({
  mfa_number: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()\-.]{7,24}$/, { message: T.phone })
    .refine((value) => value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15, {
      message: T.phone,
    }),
});
export type MfaEnrollBody = z.infer<typeof MfaEnrollBody>;

export const MfaVerifyBody = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: T.otp }),
});
export type MfaVerifyBody = z.infer<typeof MfaVerifyBody>;

/** Verify answer; the MFA token itself comes in the `mfa-token` answer header. */
export const MfaVerifyResponse = z.object({ success: z.boolean() });
export type MfaVerifyResponse = z.infer<typeof MfaVerifyResponse>;

/** A kind of second factor; MFA_FACTOR_KINDS is also the order the MFA step offers them. */
export const MfaFactorKind = z.enum(MFA_FACTOR_KINDS);
export type MfaFactorKind = z.infer<typeof MfaFactorKind>;

/** GET /mfa/factors: what this account has, also while the MFA step is pending. */
export const MfaFactorsResponse = z.object({
  factors: z.array(MfaFactorKind),
  /** Unused recovery codes (0 when none were made). */
  recovery_codes_remaining: z.number().int().nonnegative(),
});
export type MfaFactorsResponse = z.infer<typeof MfaFactorsResponse>;

/** POST /mfa/totp: a new secret to add to an authenticator app, shown until the enrolment is confirmed. */
export const TotpEnrollmentResponse = z.object({
  /** The secret in base32, for typing into the app. */
  secret: z.string(),
  /** The `otpauth://totp/…` address the QR code holds. */
  otpauth_url: z.string(),
  /** The QR code as an SVG `data:` address, for an `<img>` (no script, allowed by the CSP's img-src). */
  qr_code: z.string().startsWith('data:image/svg+xml;base64,'),
});
export type TotpEnrollmentResponse = z.infer<typeof TotpEnrollmentResponse>;

/** A code of the authenticator app: 6 digits. */
export const TotpCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: T.otp }),
});
export type TotpCodeBody = z.infer<typeof TotpCodeBody>;

/** Ten single-use codes, shown once (at the first enrolment, or when regenerated). */
export const RecoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/**
 * Confirming an authenticator app. The new MFA token comes in the `mfa-token` header (the account now has
 * a second factor, so this session needs one); `recovery_codes` are set at the account's first enrolment.
 */
export const TotpConfirmResponse = z.object({
  success: z.boolean(),
  recovery_codes: z.array(z.string()).nullable(),
});
export type TotpConfirmResponse = z.infer<typeof TotpConfirmResponse>;

/** A recovery code as typed: letters and digits, dashes and spaces ignored by the server. */
export const RecoveryCodeBody = z.object({
  code: z.string().trim().min(1, { message: T.recoveryCode }).max(64, { message: T.recoveryCode }),
});
export type RecoveryCodeBody = z.infer<typeof RecoveryCodeBody>;
