// The routes served as prerendered HTML: what each shows before the JavaScript arrives. Written
// once here; the build (vite.config.ts → scripts/prerender-plugin.mjs) renders them, apps/api serves them.

export interface PrerenderedRoute {
  /** The exact path the HTML is served for (query strings allowed: no page here renders from them). */
  path: string;
  /** The HTML file in the build, under `prerender/`. */
  file: string;
  /**
   * `hydrate`: the markup is the client's first render, hydrated in place. `shell`: a signed-in page's
   * shell and skeleton, painted at once and replaced when the app has checked the session.
   */
  mode: 'hydrate' | 'shell';
  /** The lazy route modules it shows (under src/, no extension): preloaded from the HTML. */
  modules: readonly string[];
}

export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  {
    path: '/sign-in',
    file: 'sign-in.html',
    mode: 'hydrate',
    modules: ['features/layout/public-layout', 'routes/sign-in/sign-in-page'],
  },
  {
    path: '/sign-up',
    file: 'sign-up.html',
    mode: 'hydrate',
    modules: ['features/layout/public-layout', 'routes/sign-up/sign-up-page'],
  },
  {
    path: '/forgot-password',
    file: 'forgot-password.html',
    mode: 'hydrate',
    modules: ['features/layout/public-layout', 'routes/forgot-password/forgot-password-page'],
  },
  {
    path: '/dashboard',
    file: 'dashboard.html',
    mode: 'shell',
    modules: ['app/query-scope', 'features/layout/signed-in-layout', 'routes/dashboard/dashboard-page'],
  },
];
