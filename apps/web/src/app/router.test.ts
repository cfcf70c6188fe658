import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PARTNER_SLUGS } from './config';
import { createRoutes } from './router';

// Every route of docs/screens.md#routes resolves to its own route object (not to the not-found catch-all), and every
// other path falls through to it. What each route does is tested end to end in e2e/.

const routes = createRoutes({
  gate: { view: () => ({}) as never, saveReturnPath: () => ({}) as never },
  onPartnerExit: () => undefined,
});

/** The path pattern of the deepest matched route, e.g. `requests/:requestId`. */
function leafPattern(pathname: string): string | undefined {
  const matches = matchRoutes(routes as RouteObject[], pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf?.route.index ? '(index)' : leaf?.route.path;
}

describe('the route table', () => {
  it.each([
    ['/', '(index)'],
    ['/welcome', 'welcome'],
    ['/welcome/about-us', 'welcome/about-us'],
    ['/welcome/about-you', 'welcome/about-you'],
    ['/welcome/contact-info', 'welcome/contact-info'],
    ['/sign-in', 'sign-in'],
    ['/sign-up', 'sign-up/:companySlug?'],
    ['/sign-up/acme', 'sign-up/:companySlug?'],
    ['/forgot-password', 'forgot-password'],
    ['/reset-password/abc', 'reset-password/:resetToken'],
    ['/mfa-enrollment', 'mfa-enrollment'],
    ['/unlock/abc', 'unlock/:unlockToken'],
    ['/dashboard', 'dashboard'],
    ['/requests', 'requests'],
    ['/requests/12', 'requests/:requestId'],
    ['/requests/category/3', 'requests/category/:categoryId'],
    ['/abc/unlock', '/:unlockToken/unlock'],
    ['/abc/unlock/7', '/:unlockToken/unlock/:userId'],
    ['/7/abc/unlock', '/:userId/:unlockToken/unlock'],
    ['/reset-password/abc/unlock', '/reset-password/:unlockToken/unlock'],
    ['/reset-password/abc/unlock/7', '/reset-password/:unlockToken/unlock/:userId'],
    ['/reset-password/7/abc/unlock', '/reset-password/:userId/:unlockToken/unlock'],
    ['/life_concierge_requests', '/life_concierge_requests'],
    ['/life_concierge_requests/new', '/life_concierge_requests/new'],
    ['/requests/new', '/requests/new'],
    ['/users/sign_up', '/users/sign_up/:companySlug?'],
    ['/users/sign_up/acme', '/users/sign_up/:companySlug?'],
    ['/users/sign_in', '/users/sign_in'],
  ])('%s → %s', (pathname, pattern) => {
    expect(leafPattern(pathname)).toBe(pattern);
  });

  it('has the 14 partner routes', () => {
    for (const prefix of ['products', 'additional-information']) {
      for (const slug of PARTNER_SLUGS) {
        expect(leafPattern(`/${prefix}/${slug}`)).toBe(`/${prefix}/${slug}`);
      }
    }
  });

  it('sends any other path to the not-found page', () => {
    // (`/requests/not-a-number` matches the detail route, whose page shows the not-found content.)
    for (const pathname of ['/nope', '/products/other', '/welcome/other', '/a/b/c/d']) {
      expect(leafPattern(pathname)).toBe('*');
    }
  });
});
