import type { RouteObject } from 'react-router';
import type { AppConfig } from '../config';
import type { AppRouter } from '../router';
import { startErrorBuffer } from './error-buffer';
import type { MonitoredUser, MonitoringBackend } from './monitoring-types';

// Started when this module is first evaluated (main.tsx imports it first), so errors thrown while the app
// boots are kept until Sentry is ready.
const buffer = startErrorBuffer(window);
let backend: MonitoringBackend | null = null;
let currentUser: MonitoredUser | null = null;

/** Reports an error the app caught itself (route error boundaries); buffered until Sentry has loaded. */
export function reportError(error: unknown): void {
  if (backend) backend.captureException(error);
  else buffer.push(error);
}

/** Tells Sentry who is signed in (id and internal flag); remembered until Sentry has loaded. */
export function setMonitoredUser(user: MonitoredUser | null): void {
  currentUser = user;
  backend?.setUser(user);
}

/** Exposed on `<html data-monitoring>` so tests and support can tell what has loaded. */
function markStage(stage: 'off' | 'sentry' | 'replay'): void {
  document.documentElement.dataset.monitoring = stage;
}

function afterFirstPaint(run: () => void): void {
  // rAF runs just before the next paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(run, 0));
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

/**
 * Loads Sentry after first paint and replay when idle; without a DSN nothing loads and the buffer is
 * dropped (Sentry is off).
 */
export function startMonitoring(sentry: AppConfig['sentry'], router: AppRouter, routes: RouteObject[]): void {
  const dsn = sentry.dsn;
  if (!dsn) {
    buffer.drain();
    markStage('off');
    return;
  }
  afterFirstPaint(() => {
    import('./sentry-runtime')
      .then(({ startSentry }) => {
        const started = startSentry({ ...sentry, dsn }, router, routes);
        backend = started;
        started.setUser(currentUser);
        for (const error of buffer.drain()) started.captureException(error);
        markStage('sentry');
        whenIdle(() => {
          started.startReplay().then(
            () => markStage('replay'),
            (error: unknown) => console.error('Concierge: session replay failed to load', error),
          );
        });
      })
      .catch((error: unknown) => console.error('Concierge: error reporting failed to load', error));
  });
}
