// Availability for routing (service levels): whether a concierge is given new requests, and how many open
// ones they may hold; on the queue (one's own) and the team page (everyone's; admins change them).
import { localizable } from '@concierge/app-locale';

export const AVAILABILITY_TEXTS = localizable('console-availability', {
  /** The signed-in concierge's own switch, on the queue. */
  switchLabel: 'Available for new requests',
  /** Their open and in-progress requests against their limit, e.g. "4 of 20 open". */
  openOfLimit: (open: number, limit: number) => `${open} of ${limit} open`,
  nowAvailable: 'You are available: new requests can be given to you.',
  nowAway: 'You are away: your unanswered requests went back to the queue.',
  saveFailed: 'Your availability could not be changed. Try again.',
  /** On the team page, beside each member. */
  available: 'Available',
  away: 'Away',
  edit: 'Change availability',
  editNamed: (name: string) => `Change availability and limit of ${name}`,
  formHeading: (name: string) => `Availability of ${name}`,
  memberAvailable: 'Available for new requests',
  memberAvailableHint: 'Going away hands their unanswered requests back to the queue.',
  limit: 'Open request limit',
  limitHint: (max: number) => `How many open requests routing gives them at most, 1 to ${max}.`,
  save: 'Save',
  saving: 'Saving',
  cancel: 'Cancel',
  saved: (name: string) => `Availability of ${name} saved.`,
} as const);
