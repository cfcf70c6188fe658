import type { CurrentUser } from '@concierge/api-client';
import type { companies, UserRow } from './tables.js';

/** The phone as the app shows it: only its last four digits (`•••• 4567`). */
export function maskPhone(phone: string): string {
  return `•••• ${phone.replace(/\D/g, '').slice(-4)}`;
}

/**
 * The `CurrentUser` of the contract; `request_count` is the number of the user's requests, in every list.
 */
export function toCurrentUser(
  user: UserRow,
  company: typeof companies.$inferSelect | null,
  requestCount: number,
): CurrentUser {
  return {
    external_id: user.externalId,
    full_name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    company: company ? { name: company.name, slug: company.slug } : null,
    request_count: requestCount,
    role: user.role,
    mfa_phone: user.mfaPhone ? maskPhone(user.mfaPhone) : null,
    // The current-user route knows the console's policy and sets these (staff/second-factor.ts).
    passkey_enrollment_required: false,
    second_factor_enrollment_required: false,
    name: user.firstName,
    last_name: user.lastName,
    locale: user.locale,
  };
}
