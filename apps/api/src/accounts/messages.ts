// Texts the accounts endpoints answer with and the messages they send; the spec leaves them to us.

export const ACCOUNT_ERRORS = {
  /** One answer for an unknown email, a wrong password and a locked account (no enumeration). */
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  unknownCompany: 'We do not recognise that company code. Check the sign-up link you were given.',
  commonPassword: 'That password is too common. Choose one that is harder to guess.',
  termsRequired: 'Please accept the terms of service to create an account.',
  resetInvalid: 'This password reset link is not valid or has expired. Please request a new one.',
  unlockInvalid: 'This unlock link is not valid or has expired.',
  /** The console's sign-in (`staff_only`) for an account that is not staff: said before any second factor. */
  notStaff: 'This console is for concierge staff.',
} as const;

export const ACCOUNT_MAIL = {
  reset: (link: string) => ({
    subject: 'Reset your Concierge password',
    body: `Someone asked to reset the password of your Concierge account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  }),
  unlock: (link: string) => ({
    subject: 'Your Concierge account is locked',
    body: `Your Concierge account was locked after too many failed sign-in attempts.\n\nTo unlock it now, open this link within one hour:\n${link}\n\nOtherwise it unlocks by itself in one hour. If it was not you, consider resetting your password.`,
  }),
};
