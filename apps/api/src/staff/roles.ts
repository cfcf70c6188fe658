import type { Role } from '@concierge/api-client';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';

/** Staff work the queue in the console: concierges, and the admins who manage them. */
export const STAFF_ROLES: readonly Role[] = ['concierge', 'admin'];

export const isStaff = (role: Role): boolean => STAFF_ROLES.includes(role);

export const isAdmin = (role: Role): boolean => role === 'admin';

/** Invitations and deactivation are an admin's: anyone else on the team gets 403. */
export function requireAdmin(user: { role: Role }): void {
  if (!isAdmin(user.role)) throw new HttpError(403, HTTP_MESSAGES.forbidden, { code: 'forbidden' });
}
