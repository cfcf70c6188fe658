// The demo data seeded on a fresh database (not in production) and printed at start.

export const DEMO_COMPANY = { slug: 'demo', name: 'Demo Company', internal: false, invitationOnly: false };
/** Its users are flagged as internal in analytics (spec §1): joining it needs an invite (issue 25). */
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
  // A second concierge (issue 18): the team's assignment and collision notice need two to show.
  {
    email: 'jordan@concierge.test',
    password: 'concierge-staff-2026',
    firstName: 'Jordan',
    lastName: 'Concierge',
    role: 'concierge',
    companySlug: INTERNAL_COMPANY.slug,
  },
  // The team's admin (issue 18): invites, deactivates and reactivates concierges in the console's team page.
  {
    email: 'admin@concierge.test',
    password: 'concierge-admin-2026',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 'admin',
    companySlug: INTERNAL_COMPANY.slug,
  },
] as const;
