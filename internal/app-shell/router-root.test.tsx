import { startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterRoot } from './router-root';

/**
 * The race as it happens on a slow phone: the router's first navigation (a redirect to a lazy page) settles
 * while React is between RouterProvider's render and its commit. Here siblings rendered after the provider
 * release the page's chunk and work past React's time slice, so the transition yields, the router settles in
 * those pauses, and only then does the provider subscribe. A subscriber attached at start (as the web app's
 * chunk-reload marker and Sentry's router instrumentation do) turns off React Router's own replay.
 * React's real scheduler is used (no `act`, which renders a transition without yielding).
 */
function raceSetup() {
  let release!: () => void;
  const chunk = new Promise<{ Component: ComponentType }>((resolve) => {
    release = () => resolve({ Component: () => <h1>Sign in</h1> });
  });
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => <p>Loading</p>,
        children: [
          {
            index: true,
            loader: () => new Response(null, { status: 302, headers: { Location: '/sign-in' } }),
          },
          { path: 'sign-in', lazy: () => chunk },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  router.subscribe(() => {});
  function SlowSibling() {
    release();
    const until = performance.now() + 10;
    while (performance.now() < until) {
      // Longer than React's 5 ms slice: the transition yields after this sibling.
    }
    return null;
  }
  const slowSiblings = [1, 2, 3, 4].map((n) => <SlowSibling key={n} />);
  return { router, slowSiblings };
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

function renderInTransition(tree: ReactNode) {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  startTransition(() => root?.render(tree));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const text = () => document.body.textContent;

describe('RouterRoot', () => {
  it("shows the page the router settled on when it settled between the provider's render and its subscription", async () => {
    const { router, slowSiblings } = raceSetup();
    renderInTransition(
      <>
        <RouterRoot router={router} />
        {slowSiblings}
      </>,
    );
    await settle();
    expect(router.state.initialized).toBe(true);
    expect(text()).toBe('Sign in');
  });

  it('reproduces the race: a bare RouterProvider stays on its loading fallback', async () => {
    const { router, slowSiblings } = raceSetup();
    renderInTransition(
      <>
        <RouterProvider router={router} />
        {slowSiblings}
      </>,
    );
    await settle();
    // The router has settled on /sign-in, yet the provider never heard of it.
    expect(router.state.initialized).toBe(true);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(text()).toBe('Loading');
  });

  it('mounts the provider once when nothing changed before its subscription', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => <h1>Home</h1> }]);
    router.subscribe(() => {});
    let subscriptions = 0;
    const subscribe = router.subscribe.bind(router);
    router.subscribe = (listener) => {
      subscriptions += 1;
      return subscribe(listener);
    };
    renderInTransition(<RouterRoot router={router} />);
    await settle();
    expect(text()).toBe('Home');
    expect(subscriptions).toBe(1);
  });
});
