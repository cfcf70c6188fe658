import { z } from './zod.js';
import { CurrentPassword, Email, NewPassword, Timestamp, VALIDATION_TEXTS as T } from './common.js';
import { LOCALES } from '../constants.js';

const Name = z.string().trim().min(1, { message: T.name }).max(100);

export const SignInBody = z.object({
  user: z.object({
    email: Email,
    password: CurrentPassword,
    /**
     * Additive: the console's sign-in. A non-staff account is refused with 403 `not-staff` right
     * after the password, with no session opened (so no second factor and no texted code).
     */
    staff_only: z.boolean().optional(),
  }),
});
export type SignInBody = z.infer<typeof SignInBody>;

/** Sign-in answer body; the token itself comes in the `authorization` answer header. */
export const SignInResponse = z.object({
  expires_at: Timestamp,
  mfa_requires_verification: z.boolean(),
  mfa_required: z.boolean(),
  /** Additive: the account may enroll a phone for MFA ("enrollment is available"). */
  mfa_enrollment_available: z.boolean().default(false),
});
export type SignInResponse = z.infer<typeof SignInResponse>;

export const CompanySlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, { message: T.companyCode });

export const SignUpBody = z.object({
  user: z.object({
    email: Email,
    password: NewPassword,
    name: Name,
    last_name: Name,
    terms_of_service: z.union([z.literal(1), z.literal(0)]).default(1),
    company_slug: CompanySlug.optional(),
    /** Additive: the invite an invitation-only company's sign-up needs. */
    invite_token: z.string().min(1).max(200).optional(),
  }),
});
export type SignUpBody = z.input<typeof SignUpBody>;

/** Sign-up answer: `data` is a JSON string containing the email; the token is in the header. */
export const SignUpResponse = z.object({
  data: z.string(),
  expires_at: Timestamp,
  mfa_enrollment_available: z.boolean().default(false),
});
export type SignUpResponse = z.infer<typeof SignUpResponse>;

/** What `data` of the sign-up answer holds once parsed. */
export const SignUpData = z.object({ email: z.string() });
export type SignUpData = z.infer<typeof SignUpData>;

export const PasswordResetRequestBody = z.object({ user: z.object({ email: Email }) });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>;

export const ResetPasswordBody = z
  .object({
    reset_password_token: z.string().min(1).max(200),
    password: NewPassword,
    password_confirmation: z.string().max(4096),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: T.passwordsDiffer,
    path: ['password_confirmation'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const UnlockQuery = z.object({ unlock_token: z.string().min(1).max(200) });
export type UnlockQuery = z.infer<typeof UnlockQuery>;

/** `admin`: a concierge who also invites and deactivates the team. */
export const Role = z.enum(['user', 'concierge', 'admin']);
export type Role = z.infer<typeof Role>;

export const CurrentUser = z.object({
  external_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  company: z.object({ name: z.string(), slug: z.string() }).nullable(),
  request_count: z.number().int().nonnegative(),
  /** Additive: `concierge` users work the queue. */
  role: Role.default('user'),
  /** Additive: the phone on file for MFA, masked (e.g. `•••• 4567`), or null when not enrolled. */
  mfa_phone: z.string().nullable().default(null),
  /**
   * Additive: the console requires staff to have a passkey (`CONSOLE_REQUIRE_PASSKEY`) and this
   * account has none yet: it must add one before the console opens.
   */
  passkey_enrollment_required: z.boolean().default(false),
  /**
   * Additive: this account is staff and holds no second factor yet (an authenticator app or a passkey; a
   * passkey alone under `CONSOLE_REQUIRE_PASSKEY`, which also sets `passkey_enrollment_required`). Every
   * console call answers 403 until one is enrolled: the console shows its enrolment screen first.
   */
  second_factor_enrollment_required: z.boolean().default(false),
  /** Additive: the two parts of `full_name`, for the profile form. */
  name: z.string().optional(),
  last_name: z.string().optional(),
  /**
   * Additive: the language the account chose, or null to follow the browser's languages. The
   * server also writes the account's emails in it (English when null).
   */
  locale: z.enum(LOCALES).nullable().default(null),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const CurrentUserResponse = z.object({ user: CurrentUser });
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;
