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
] as const;
