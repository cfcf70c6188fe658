/** The requester's actions of issue 20: the status note a withdrawal leaves, and the errors. */
export const REQUESTER_TEXTS = {
  /** The status note in the thread (the concierge sees who withdrew it and why). */
  withdrawnNote: (name: string, reason: string) => `Withdrawn by ${name}. Reason: ${reason}`,
  alreadyCompleted: 'This request is already completed.',
  notCompleted: 'Rate a request once it is completed.',
  ratingLocked: 'This rating can no longer be changed.',
} as const;
