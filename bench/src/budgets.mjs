// The web app's first-load budgets and the targets, in one place. `limit` is what CI enforces today
// (the measured size plus a small margin, so any growth fails); `target` is the goal. They differ
// while the app's first load is over the goal: the report shows both and the gap (see README.md).

/** Bare React 19 + ReactDOM Vite app, JS gzip, as `pnpm bench` measured it (floor/). */
export const FLOOR_JS_GZIP = 67_706;
/** docs/performance.md#first-load-budgets: /sign-in's first load at most 1.8 × the floor. */
export const FIRST_LOAD_FLOOR_FACTOR = 1.8;

/** First load of every route before its lazy chunk (index.html's scripts, modulepreloads and stylesheets). */
export const webFirstLoadBudget = {
  // Measured 118.9 kB gzip / 103.6 kB brotli (no TanStack Query, the auth client only, one
  // first-load chunk; was 129.4 / 113.4 kB).
  // 120.9 / 105.4 kB with the passkeys (the auth client's passkey calls and the store's two actions).
  // 120.7 / 105.2 kB once the kit's component texts left kit-texts.js (the passkey pass).
  jsGzip: { limit: 121_500, target: Math.round(FLOOR_JS_GZIP * FIRST_LOAD_FLOOR_FACTOR) },
  jsBrotli: { limit: 106_000 },
  // 6.05 kB after the logical properties, the passkey list and the dashboard skeleton.
  cssGzip: { limit: 6_250 },
};

/** The folders whose `.size-limit.json` CI checks (packages/ui keeps its own measure-size script). */
export const budgetedPackages = ['packages/api-client', 'packages/auth', 'packages/uploader'];

/**
 * Each route's own first load without a browser (`routeFirstLoad`: index.html plus the route's lazy chunks
 * and their static imports), the CI stand-in for what `pnpm bench` measures in Chromium. The chunks are
 * named after apps/web's route modules; renaming one fails the check until this list follows.
 */
export const routeFirstLoadBudgets = {
  // Measured 119.6 kB gzip = 1.77 × floor (was 132.9 kB = 1.96 ×).
  '/sign-in': {
    chunks: ['sign-in-page-'],
    // 123.0 kB = 1.82 × with the passkeys (2026-11-24): the entry's auth calls (+0.4 kB) and the
    // prerendered "Continue with a passkey" button with its autofill offer (+1.7 kB); @simplewebauthn/browser
    // loads on demand. Over the 1.8 × target by 1.1 kB: the button must be in the prerendered HTML.
    // 121.93 kB = 1.801 × after the passkey pass (was 123.44 kB): the button's ceremonies and the
    // passkey texts load with import() on a click or for the autofill offer, and the kit's component texts
    // (passkey list, devices, dialog, thread) left kit-texts.js and with it the first-load chunk.
    // Languages (2026-11-24): 121.0 kB = 1.79 × once the uploader's core left every first load (the kit's
    // constants re-exported it; the uploader now publishes one module per file), 121.7 kB = 1.80 × with the
    // language choice, the texts registry and the translatable texts of the public pages.
    // 2026-11-27: 122.6 kB = 1.81 × with the router root every page renders (docs/performance.md#cold-loads),
    // the auth store's navigation choice and the staff second-factor flag of the current user.
    // 2026-11-27: the forms on react-hook-form, -0.1 kB against the same tree (it loads with the schema).
    jsGzip: { limit: 122_800, target: Math.round(FLOOR_JS_GZIP * FIRST_LOAD_FLOOR_FACTOR) },
  },
  // Measured 122.6 and 122.4 kB gzip (the sign-up checkbox and the app's texts module).
  // After merging the second-factor calls into the auth client (2026-11-24): /sign-in 120.9 kB = 1.78 ×,
  // /sign-up 124.0, /forgot-password 123.8, /dashboard 157.1 (devices, TOTP and saved-reply calls).
  // With the passkeys (the entry's auth calls): /sign-up 125.0, /forgot-password 124.8, /dashboard 158.5.
  // Merged with the team console, languages and the first-load work: /sign-in 123.4, /sign-up 125.5, /forgot-password 125.3,
  // /dashboard 159.6 (the kit's locale provider, the Ripple's wave, the dashboard's one skeleton).
  // Languages: /sign-up 121.9, /forgot-password 121.7 (the uploader's core out; each page loads its own texts,
  // no longer the whole app's): the budgets follow them down.
  // 2026-11-27: /sign-up 122.8, /forgot-password 122.6 (the same three additions as /sign-in).
  '/sign-up': { chunks: ['sign-up-page-'], jsGzip: { limit: 123_000 } },
  '/forgot-password': { chunks: ['forgot-password-page-'], jsGzip: { limit: 123_000 } },
  // Measured 155.1 kB gzip with query-scope (TanStack Query and the whole client, loaded beside every
  // signed-in page since the first-load work; before, they were in the entry and this figure was 153.1 kB).
  '/dashboard': {
    chunks: ['query-scope-', 'signed-in-layout-', 'dashboard-page-'],
    // Languages: 160.8 kB: the dashboard's, layout's and requests' texts in registered modules (inline before),
    // the account's language, dates through Intl in the page's language. No catalog: English loads none.
    // 2026-11-27: 162.2 kB with the fresh-proof dialog the account pages share and the second-factor calls.
    // 2026-11-27: the forms on react-hook-form, -0.15 kB against the same tree (the old hook left first load).
    // 2026-11-27: 162.5 kB: the client's route table names 13 more endpoints (presence, webhooks, API
    // tokens) and the live stream checks an ended session. Splitting the table by app would take it back.
    // 2026-11-28: 163.1 kB: the route table names 9 more endpoints (a copy of one's data, retention, erasure).
    jsGzip: { limit: 163_600 },
  },
};

/**
 * Strings only TanStack Query's, zod's and react-hook-form's code contain (error texts, class names and
 * property names that survive minification): none may be in a public page's first load.
 */
export const publicFirstLoadForbidden = {
  'TanStack Query': ['No QueryClient set', 'Missing queryFn'],
  zod: ['ZodError', '$ZodType'],
  // A form-state field of its own: it loads with a form's schema (internal/forms/README.md).
  'react-hook-form': ['validatingFields'],
};
