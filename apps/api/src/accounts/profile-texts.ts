/** The own-account texts of issue 20: errors and the two email-change messages. */
export const ACCOUNT_CHANGE_TEXTS = {
  wrongPassword: 'Your current password is not correct.',
  linkInvalid: 'This email confirmation link is not valid or has expired. Please ask for a new one.',
  emailTaken: 'Another account already uses this email.',
  confirmMail: (link: string) => ({
    subject: 'Confirm your new Concierge email',
    body: `You asked to use this address for your Concierge account.\n\nTo confirm it, open this link within one hour:\n${link}\n\nIf it was not you, ignore this message: nothing changes.`,
  }),
  changedMail: (newEmail: string) => ({
    subject: 'Your Concierge email was changed',
    body: `The email of your Concierge account was changed to ${newEmail}.\n\nIf it was not you, reset your password now and contact support.`,
  }),
} as const;
