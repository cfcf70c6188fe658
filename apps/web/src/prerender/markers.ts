// What a prerendered page and the app say to each other, kept apart from routes.ts so the app's
// first load carries only these few names.

/** `#root`'s attributes: the path its markup was prerendered for, and how the app takes it over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDER_MODE_ATTRIBUTE = 'data-prerender-mode';

// The one inline script of a prerendered page (allowed by its sha256 in the CSP): a form submitted before
// the app has taken over the page (a quick user, a password manager) is held instead of going to the
// server natively, and the app submits it again once ready (main.tsx). Without it, a click on "Sign in"
// during the first second would post the form to /sign-in and show an error page.

/** `<html>` gets this attribute when the app has rendered or hydrated the page. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Where the guard leaves the held submit: the submitter button (or the form). */
export const EARLY_SUBMIT_GLOBAL = '__conciergeEarlySubmit';

export const EARLY_SUBMIT_GUARD =
  `document.addEventListener('submit',function(e){` +
  `if(!document.documentElement.hasAttribute('${APP_READY_ATTRIBUTE}')){` +
  `e.preventDefault();window.${EARLY_SUBMIT_GLOBAL}=e.submitter||e.target}},true)`;
