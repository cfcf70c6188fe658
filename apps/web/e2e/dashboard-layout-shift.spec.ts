import type { Page } from '@playwright/test';
import { signUpThroughApi, tokenFor, type TestUser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { conciergeReplies, createRequestThroughApi } from './support/requests';
import { signInThroughUi } from './support/ui';

// docs/performance.md#prerendered-pages: /dashboard paints its shell and skeleton from HTML, then the app takes over and the lists
// arrive. Nothing on screen may move when they do (Lighthouse's CLS). The answers are held until the
// skeleton is on screen, so the data always arrives after the paint, as on a slow network; every
// 'layout-shift' entry of the page, from its first byte, is summed.

/** Lighthouse's mobile screen (Moto G Power) and its desktop one. */
const VIEWPORTS = [
  { name: 'mobile', width: 412, height: 823 },
  { name: 'desktop', width: 1350, height: 940 },
];

/** What the dashboard and its header ask for once the app runs. */
const DASHBOARD_DATA =
  /\/api\/v1\/(requests\/open|requests\/in_progress|recommended_request_categories|survey_categories|users\/current)(\?|$)/;

interface ShiftWindow {
  layoutShifts: { value: number; nodes: string[] }[];
}

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: ShiftWindow['layoutShifts'] = [];
    (window as unknown as ShiftWindow).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        // As CLS counts them: a shift right after the user's own input is expected.
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node),
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every shift entry so far, after two frames (the observer reports a frame's shifts after it). */
async function layoutShifts(page: Page) {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return (window as unknown as ShiftWindow).layoutShifts;
  });
}

/** A user with two open requests (one the concierge answered: "Waiting on you") and none in progress. */
async function userWithRequests(): Promise<TestUser> {
  const user = await signUpThroughApi();
  const token = await tokenFor(user);
  await createRequestThroughApi(token, 'Home cleaning');
  const answered = await createRequestThroughApi(token, 'Find a plumber');
  await conciergeReplies(answered.requestId, '<p>Which day suits you?</p>');
  return user;
}

for (const viewport of VIEWPORTS) {
  for (const [what, makeUser, firstItem] of [
    ['two open requests', userWithRequests, { role: 'link', name: 'Find a plumber' }],
    ['no requests', () => signUpThroughApi(), { role: 'heading', name: 'No open requests' }],
  ] as const) {
    test(`/dashboard (${viewport.name}, ${what}): nothing moves when the data arrives`, async ({
      browser,
    }) => {
      const user = await makeUser();
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signInThroughUi(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);

      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(DASHBOARD_DATA, async (route) => {
        await held;
        await route.continue();
      });
      await recordLayoutShifts(page);
      await page.goto('/dashboard');
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
      await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
      release();

      await expect(page.getByRole(firstItem.role, { name: firstItem.name })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'All categories' })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      const shifts = await layoutShifts(page);
      expect(shifts).toEqual([]);
      await context.close();
    });
  }
}
