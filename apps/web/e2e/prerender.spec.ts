import type { Page } from '@playwright/test';
import { TEXTS } from '../src/app/texts';
import { expect, test } from './support/fixtures';

// The public pages arrive as prerendered HTML with their critical CSS, allowed by the CSP with
// hashes, and are hydrated without a mismatch; /dashboard paints its shell and skeleton from HTML and never
// shows a signed-in user the signed-out state.

const PUBLIC_PAGES = [
  { path: '/sign-in', heading: 'Sign in', field: 'Password' },
  { path: '/sign-up', heading: 'Create an account', field: 'Company code' },
  { path: '/forgot-password', heading: 'Reset your password', field: 'Email' },
];

/** Records console errors (React reports hydration mismatches there), page errors and CSP violations. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      ),
    ),
  );
  return problems;
}

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path}: the HTML itself holds the form and its CSS, allowed by hash`, async ({ request }) => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<h1 tabindex="-1">${heading}</h1>`);
    expect(html).toMatch(/<form [^>]*method="post"[^>]*>[\s\S]*<input[\s\S]*<button type="submit"/);
    expect(html).toMatch(/<style>[^<]*\.cui-field[^<]*<\/style>/);
    // The page paints from its HTML: its scripts, which only take it over, are fetched at low priority.
    expect(html).toMatch(/<script type="module" crossorigin fetchpriority="low" src=/);
    expect(html).not.toMatch(
      /<(script|link rel="modulepreload") (?![^>]*fetchpriority="low")[^>]*\s(src|href)=/,
    );
    const csp = answer.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
  });

  test(`${path}: hydrated with no mismatch, console error or CSP violation`, async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto(path);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A client navigation after hydration works (the router owns the page).
    await page.getByRole('link', { name: path === '/sign-in' ? 'Create an account' : 'Sign in' }).click();
    await expect(page.locator('h1')).not.toHaveText(heading);
    expect(problems).toEqual([]);
  });
}

test('with JavaScript off, the sign-in page shows its form, styled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The kit's primary button colour comes from the inlined critical CSS.
  const background = await page
    .getByRole('button', { name: 'Sign in' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  await context.close();
});

test('what is typed and submitted before the app has taken over is kept and signed in', async ({
  page,
  user,
}) => {
  const problems = await watchProblems(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Holds the sign-in page's chunk: the prerendered form is on screen, the app not yet running.
  await page.route(/\/assets\/sign-in-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  release();
  await expect(page).toHaveURL(/\/mfa-enrollment$/);
  expect(problems).toEqual([]);
});

test('/dashboard: the HTML paints the shell and skeleton', async ({ request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('<nav class="app-nav app-header__wide" aria-label="Main">');
  expect(html).toContain(TEXTS.dashboardLoading);
  expect(html).toContain('class="cui-skeleton cui-skeleton--rect dashboard-skeleton__list"');
  expect(html).not.toContain(' style="');
});

test('/dashboard signed in: shell, then the dashboard, never the signed-out state', async ({
  signedInPage,
}) => {
  const page = signedInPage;
  const problems = await watchProblems(page);
  await page.addInitScript(() => {
    // Notes every heading the page ever shows, from the first parsed byte.
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) seen.push(h1.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/dashboard');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Open requests' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
  expect(seen).not.toContain('Sign in');
  expect(seen.every((text) => text === 'Your dashboard' || text.startsWith('Hello, '))).toBe(true);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test('/dashboard signed out: ends on sign-in, and signing in comes back to it', async ({ page, user }) => {
  const problems = await watchProblems(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});
