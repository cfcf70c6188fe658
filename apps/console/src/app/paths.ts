// The console's routes, named once. The router runs under BASENAME, so every path here is relative to it;
// the auth package's own routes (/sign-in, /dashboard, /mfa-enrollment, /welcome) exist here too.

/** Where the API server serves the console (vite `base`, the router's basename). */
export const BASENAME = '/console';

export const paths = {
  queue: '/',
  signIn: '/sign-in',
  mfa: '/mfa-enrollment',
  request: (requestId: number | string) => `/requests/${requestId}`,
  /** Who is on the team; admins invite and deactivate there. */
  team: '/team',
  /** The staff member's authenticator app and recovery codes. */
  security: '/security',
  /** Where this concierge is signed in. */
  devices: '/devices',
  /** The team's saved replies (create, edit, delete). */
  savedReplies: '/saved-replies',
  /** The admins' webhook endpoints, and one endpoint's delivery log. */
  webhooks: '/webhooks',
  webhookLog: (endpointId: number | string) => `/webhooks/${endpointId}`,
  /** The admins' API tokens, which other systems call the API with. */
  apiTokens: '/api-tokens',
  /** The admins' record of who opened which requester's data, and every staff action. */
  accessRecord: '/access-record',
  /** The admins' copies of someone's data (data subject requests); `email` fills in the person. */
  dataExports: '/data-exports',
  /** The admins' data retention policy of each company, set after a dry run. */
  dataRetention: '/data-retention',
  /** The admins' service level policies: the default and each company's own. */
  serviceLevels: '/service-levels',
  /** The admins' service level reports: volumes, reply and resolution times, the backlog (`?from=&to=&by=`). */
  reports: '/reports',
  /** The emailed invitation link (public: the token is the credential). */
  acceptInvite: (token: string) => `/accept-invite/${token}`,
} as const;

/** The queue's search parameters: which list, the search text, and which view (all, mine, unassigned). */
export const QUEUE_PARAMS = { state: 'state', q: 'q', view: 'view' } as const;

/**
 * A browser pathname as a path inside the console (`/console/requests/5` → `/requests/5`): return paths are
 * navigated to through the router, which adds the basename again.
 */
export function toAppPath(pathname: string): string {
  if (pathname === BASENAME) return '/';
  return pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
}

/** A route param that must be a positive integer id. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
