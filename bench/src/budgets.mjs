// The web app's first-load budgets and the targets, in one place. `limit` is what CI enforces today
// (the measured size plus a small margin, so any growth fails); `target` is issue 11's goal. They differ
// while the app's first load is over the goal: the report shows both and the gap (see README.md).

/** Bare React 19 + ReactDOM Vite app, JS gzip, as `pnpm bench` measured it (floor/). */
export const FLOOR_JS_GZIP = 67_706;
/** Issue 11: /sign-in's first load at most 1.8 × the floor. */
export const FIRST_LOAD_FLOOR_FACTOR = 1.8;

/** First load of every route before its lazy chunk (index.html's scripts, modulepreloads and stylesheets). */
export const webFirstLoadBudget = {
  // Measured 127.5 kB gzip / 111.7 kB brotli (2026-11-22: kit per component, zod loaded with the first call).
  // 131 / 115 kB (were 130 / 114): issue 19's second-factor calls and auth states add 0.8 kB gzip to every
  // first load (129.4 → 130.2 kB gzip, 113.4 → 114.2 kB brotli, measured on the same tree with and without).
  jsGzip: { limit: 131_000, target: Math.round(FLOOR_JS_GZIP * FIRST_LOAD_FLOOR_FACTOR) },
  jsBrotli: { limit: 115_000 },
  cssGzip: { limit: 6_000 },
};

/** The folders whose `.size-limit.json` CI checks (packages/ui keeps its own measure-size script). */
export const budgetedPackages = ['packages/api-client', 'packages/auth', 'packages/uploader'];

/**
 * Each route's own first load without a browser (`routeFirstLoad`: index.html plus the route's lazy chunks
 * and their static imports), the CI stand-in for what `pnpm bench` measures in Chromium. The chunks are
 * named after apps/web's route modules; renaming one fails the check until this list follows.
 */
export const routeFirstLoadBudgets = {
  // Measured 130.6 kB gzip (2026-11-22); Chromium measured 130.8 kB the same day.
  // 134 kB (was 133): issue 19 (132.9 → 133.7 kB gzip), as above.
  '/sign-in': {
    chunks: ['sign-in-page-'],
    jsGzip: { limit: 134_000, target: Math.round(FLOOR_JS_GZIP * FIRST_LOAD_FLOOR_FACTOR) },
  },
  // Measured 149.6 kB gzip, before the schemas the first API call loads.
  // 154 kB (was 152): the contract's client gained the notification, search, rating, account and team calls.
  // 155 kB (was 154): issue 19's second-factor calls and auth states (153.1 → 154.0 kB gzip).
  '/dashboard': { chunks: ['signed-in-layout-', 'dashboard-page-'], jsGzip: { limit: 155_000 } },
};
