// The demo data seeded on a fresh database (not in production) and printed at start.

export const DEMO_COMPANY = { slug: 'demo', name: 'Demo Company', internal: false, invitationOnly: false };
/** Its users are flagged as internal in analytics (docs/product.md#what-the-product-does): joining it needs an invite. */
export const INTERNAL_COMPANY = {
  slug: 'internal',
  name: 'Concierge Internal',
  internal: true,
  invitationOnly: true,
};

export const DEMO_USERS = [
  {
    email: 'demo@concierge.test',
    password: 'concierge-demo-2026',
    firstName: 'Dana',
    lastName: 'Demo',
    role: 'user',
    companySlug: DEMO_COMPANY.slug,
  },
  {
    email: 'concierge@concierge.test',
    password: 'concierge-staff-2026',
    firstName: 'Casey',
    lastName: 'Concierge',
    role: 'concierge',
    companySlug: INTERNAL_COMPANY.slug,
  },
  // A second concierge: the team's assignment and collision notice need two to show.
  {
    email: 'jordan@concierge.test',
    password: 'concierge-staff-2026',
    firstName: 'Jordan',
    lastName: 'Concierge',
    role: 'concierge',
    companySlug: INTERNAL_COMPANY.slug,
  },
  // The team's admin: invites, deactivates and reactivates concierges in the console's team page.
  {
    email: 'admin@concierge.test',
    password: 'concierge-admin-2026',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 'admin',
    companySlug: INTERNAL_COMPANY.slug,
  },
] as const;

/**
 * The authenticator-app secret every demo staff account (concierge, admin) is seeded with. Staff sign in with
 * a second factor (docs/SECURITY.md#staff-second-factor); this lets anyone trying the demo add the accounts
 * to an authenticator app. Demo data only, printed at start beside the demo passwords.
 */
export const DEMO_STAFF_TOTP_SECRET = 'VOTSRPCAXB635Y4GNATY4SWSJVDNDBJT';

/**
 * The demo sign-ins as the start prints them: each account, then the staff's authenticator-app secret (the
 * key an app asks for when it is typed in; any TOTP app: SHA-1, 6 digits, 30 seconds, as a QR code would say).
 */
export function demoSignInLines(): string[] {
  return [
    'Demo sign-ins:',
    ...DEMO_USERS.map((user) => `  ${user.role.padEnd(9)} ${user.email} / ${user.password}`),
    `  Staff (concierge, admin) also enter a code from an authenticator app set up with this key (demo data only):`,
    `    ${DEMO_STAFF_TOTP_SECRET}`,
  ];
}
