// The prerendered markup of each hydrated page is exactly the client's first render. Checked with
// React's development build, which reports every difference (text, attributes, ids) that production React
// would let through silently; the e2e suite checks the built pages in Chromium.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterRoot } from '@concierge/app-shell';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createAppRouter, createRoutes } from '../app/router';
import { createServices } from '../app/services';
import { resolveConfig } from '../app/config';
import { renderRoute } from './render';
import { PRERENDERED_ROUTES } from './routes';
import { AppReady, canHydrate, whenRouterSettled } from './take-over';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A browser that can use passkeys, as the prerendered /sign-in assumes: the passkey button stays.
// Where it cannot, the button goes after hydration (a state change, not a mismatch: see below).
vi.stubGlobal('isSecureContext', true);
vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app-ready');
  vi.restoreAllMocks();
});

describe.each(PRERENDERED_ROUTES.filter((route) => route.mode === 'hydrate'))('$path', (route) => {
  it('hydrates its prerendered markup without a single mismatch', async () => {
    const markup = await renderRoute(route);
    window.history.replaceState(null, '', route.path);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const parsed = container.innerHTML;

    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    const services = createServices(resolveConfig(undefined, {}));
    const router = createAppRouter(createRoutes({ gate: services.auth, onPartnerExit: () => undefined }));
    await whenRouterSettled(router);
    expect(canHydrate(route, router)).toBe(true);

    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders services={services}>
            <RouterRoot router={router} />
            <AppReady />
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => void errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true);
    expect(container.innerHTML).toBe(parsed);
    router.dispose();
  });
});
