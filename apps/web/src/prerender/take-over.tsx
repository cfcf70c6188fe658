import { useEffect } from 'react';
import type { AppRouter } from '../app/router';
import {
  APP_READY_ATTRIBUTE,
  EARLY_SUBMIT_GLOBAL,
  PRERENDER_MODE_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
} from './markers';
import type { PrerenderedRoute } from './routes';

// How the app takes over a prerendered page. It waits until the router has matched the URL,
// run its guards and loaded the route's chunks (preloaded by the HTML), so its first render is the page
// itself, never the loading spinner. Then:
//  - `hydrate` pages the router kept (a signed-out user on /sign-in) are hydrated in place;
//  - anything else (a `shell`, or a guard that moved elsewhere) is rendered afresh over the markup, which
//    stays on screen until then: a signed-in user sees the dashboard's shell turn into the dashboard, a
//    signed-out one goes to sign-in.

/** The prerendered route `#root` holds, if any (its path and mode, from the attributes the build wrote). */
export function prerenderedRoute(container: HTMLElement): Pick<PrerenderedRoute, 'path' | 'mode'> | null {
  const path = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const mode = container.getAttribute(PRERENDER_MODE_ATTRIBUTE);
  return path && (mode === 'hydrate' || mode === 'shell') ? { path, mode } : null;
}

/** Resolves once the router's first navigation (guards, lazy route modules) has settled. */
export function whenRouterSettled(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** True when the page the router settled on is the one whose markup can be hydrated. */
export function canHydrate(route: Pick<PrerenderedRoute, 'path' | 'mode'>, router: AppRouter): boolean {
  return route.mode === 'hydrate' && router.state.location.pathname === route.path && !router.state.errors;
}

/** Fields changed before the app ran, kept from just before it renders until its first commit. */
let earlyInput: Array<{ field: HTMLInputElement; value: string; checked: boolean }> = [];

/** Notes what was typed, autofilled or ticked in the prerendered fields, before the app renders. */
export function captureEarlyInput(root: HTMLElement): void {
  earlyInput = [...root.querySelectorAll('input')]
    .filter((field) => field.value !== field.defaultValue || field.checked !== field.defaultChecked)
    .map((field) => ({ field, value: field.value, checked: field.checked }));
}

/**
 * Hands the early input to React as ordinary changes, so the form's state holds what the fields show.
 * React watches a field's value through the element: the old value is set through it and the new one
 * through the prototype, then an input event (a click for a checkbox) makes React see a change.
 */
function adoptEarlyInput() {
  const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const { field, value, checked } of earlyInput) {
    if (!field.isConnected) continue;
    if (field.type === 'checkbox' || field.type === 'radio') {
      field.checked = !checked;
      field.click();
    } else {
      field.value = field.defaultValue;
      nativeValue?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  earlyInput = [];
}

/** A form submitted before the app ran (held by the early-submit guard) is submitted again. */
function replayEarlySubmit() {
  const held = (window as unknown as Record<string, unknown>)[EARLY_SUBMIT_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_SUBMIT_GLOBAL];
  // In a task of its own: React drops a submit dispatched while it is still committing the hydration.
  setTimeout(() => {
    if (held instanceof HTMLButtonElement || held instanceof HTMLInputElement) held.form?.requestSubmit(held);
    else if (held instanceof HTMLFormElement) held.requestSubmit();
  });
}

/**
 * Marks `<html data-app-ready>` once the app's first render is on screen (tests and the bench wait for it),
 * after adopting input and a submit made before then. Rendered by the prerender too, at the same place, so
 * both trees have the same shape (React's ids depend on it).
 */
export function AppReady() {
  useEffect(() => {
    if (document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) return;
    adoptEarlyInput();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    replayEarlySubmit();
  }, []);
  return null;
}
