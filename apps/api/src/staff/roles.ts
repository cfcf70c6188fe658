import type { Role } from '@concierge/api-client';

/** Staff work the queue in the console: concierges, and the admins who manage them (issue 18). */
export const STAFF_ROLES: readonly Role[] = ['concierge', 'admin'];

export const isStaff = (role: Role): boolean => STAFF_ROLES.includes(role);

export const isAdmin = (role: Role): boolean => role === 'admin';
