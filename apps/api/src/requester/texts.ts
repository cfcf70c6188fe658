import { defineTexts } from '../i18n/text-registry.js';

/** The requester's actions (docs/requests.md#withdrawing-a-request): the status note a withdrawal leaves, and the errors. */
export const REQUESTER_TEXTS = {
  /** The status note in the thread (the concierge sees who withdrew it and why); stored, so in English. */
  withdrawnNote: (name: string, reason: string) => `Withdrawn by ${name}. Reason: ${reason}`,
  ...defineTexts({
    alreadyCompleted: 'This request is already completed.',
    notCompleted: 'Rate a request once it is completed.',
    ratingLocked: 'This rating can no longer be changed.',
  }),
} as const;
