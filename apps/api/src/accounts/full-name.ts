/** A person's name as every screen and email shows it: first name, a space, last name (docs/account.md#name). */
export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;
