import {
  REPLAYS_ON_ERROR_SAMPLE_RATE,
  REPLAYS_SESSION_SAMPLE_RATE,
  TRACES_SAMPLE_RATE,
} from '../src/app/monitoring/sentry-constants';
import { signUpThroughApi } from './support/accounts';
import { collected, resetCollector } from './support/collector-client';
import { INTERNAL_COMPANY_SLUG } from './support/environment';
import { expect, test } from './support/fixtures';
import type { EnvelopeItem } from './support/envelope';

// Sentry from configuration (here the DSN points at the e2e collector), loaded after first paint,
// replay lazily; the internal flag in Sentry and analytics; no typed input in any replay payload.

const items = async (type: string): Promise<EnvelopeItem[]> =>
  (await collected()).envelopes.flatMap((envelope) => envelope.items).filter((item) => item.type === type);

test.beforeEach(async () => {
  await resetCollector();
});

test('an error thrown in the app reaches Sentry with the internal flag; replays carry no typed value', async ({
  page,
}) => {
  const user = await signUpThroughApi(INTERNAL_COMPANY_SLUG);
  await page.goto('/sign-in');
  // Replay loads when the browser is idle; type only once it records, so the test can fail.
  await expect(page.locator('html')).toHaveAttribute('data-monitoring', 'replay');
  await page.getByLabel('Email').pressSequentially(user.email);
  await page.getByLabel('Password').pressSequentially(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: thrown after sign-in');
    });
  });

  await expect
    .poll(async () =>
      (await items('event')).some((item) => JSON.stringify(item.json).includes('e2e: thrown')),
    )
    .toBe(true);
  const event = (await items('event')).find((item) => JSON.stringify(item.json).includes('e2e: thrown'));
  const body = event?.json as {
    tags?: Record<string, string>;
    user?: Record<string, unknown>;
    environment?: string;
  };
  expect(body.tags?.internal).toBe('true');
  expect(body.user?.internal).toBe(true);
  expect(body.environment).toBe('e2e');

  // An error samples the session's replay at 100 %: it arrives, recorded while the credentials were typed.
  await expect.poll(async () => (await items('replay_recording')).length).toBeGreaterThan(0);
  // Replay's first segment records its options: the spec's rates, and every input masked.
  const recordings = (await items('replay_recording')).map((item) => item.text).join('\n');
  const options = /"tag":"options","payload":(\{[^}]*\})/.exec(recordings)?.[1];
  expect(JSON.parse(options ?? '{}')).toMatchObject({
    sessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    errorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    maskAllInputs: true,
  });
  expect(recordings).toContain('"type":"password"');
  // The typing itself was recorded, as masks of the same length.
  expect(recordings).toContain(`"text":"${'*'.repeat(user.password.length)}"`);
  const everything = JSON.stringify(await collected());
  expect(everything).not.toContain(user.password);
  expect(everything).not.toContain(user.email);
  expect(everything).not.toContain(user.email.split('@')[0]);
});

test('an error thrown before Sentry has loaded is kept and reported once it has', async ({ page }) => {
  // Sentry's chunk is held back until the early error has been thrown, so the order is certain.
  let thrown: () => void = () => undefined;
  const earlyErrorThrown = new Promise<void>((resolve) => (thrown = resolve));
  page.on('pageerror', (error) => {
    if (error.message.includes('e2e: early')) thrown();
  });
  await page.route(/\/assets\/sentry-runtime-[\w-]+\.js$/, async (route) => {
    await earlyErrorThrown;
    await route.continue();
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      setTimeout(() => {
        throw new Error('e2e: early, before Sentry');
      }),
    );
  });
  await page.goto('/sign-in');
  await expect
    .poll(async () => (await items('event')).some((item) => JSON.stringify(item.json).includes('e2e: early')))
    .toBe(true);
});

test('page loads are traced at 100 %, and analytics identifies the user with the internal flag', async ({
  page,
}) => {
  const internal = await signUpThroughApi(INTERNAL_COMPANY_SLUG);
  const external = await signUpThroughApi();
  for (const [user, flag] of [
    [internal, true],
    [external, false],
  ] as const) {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();
    await expect
      .poll(async () =>
        (await collected()).analytics.some(
          (event) =>
            event.event === '$identify' &&
            (event.properties as { $set?: { internal?: boolean } }).$set?.internal === flag &&
            event.api_key === 'phc_e2e',
        ),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  }
  const pageviews = (await collected()).analytics.filter((event) => event.event === '$pageview');
  expect(pageviews.length).toBeGreaterThan(0);

  // Spans stream as `span` items; every trace is sampled at the spec's rate, named by the matched route.
  await expect.poll(async () => (await items('span')).length).toBeGreaterThan(0);
  const traces = (await collected()).envelopes
    .filter((envelope) => envelope.items.some((item) => item.type === 'span'))
    .map(
      (envelope) =>
        envelope.headers.trace as { sample_rate?: string; sampled?: string; transaction?: string },
    );
  for (const trace of traces) {
    expect(Number(trace.sample_rate)).toBe(TRACES_SAMPLE_RATE);
    expect(trace.sampled).toBe('true');
  }
  expect(traces.map((trace) => trace.transaction)).toContain('/dashboard');
});

test('Sentry is not in the first load: it is fetched after the page, and replay after it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const html = await (await page.request.get('/sign-in')).text();
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.join('\n')).not.toMatch(/sentry|replay/i);
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('data-monitoring', 'replay');
  const sentryAt = scripts.findIndex((path) => /sentry-runtime/.test(path));
  const replayAt = scripts.findIndex((path) => /replay-runtime/.test(path));
  const signInAt = scripts.findIndex((path) => /sign-in-page/.test(path));
  expect(signInAt).toBeGreaterThanOrEqual(0);
  expect(sentryAt).toBeGreaterThan(signInAt);
  expect(replayAt).toBeGreaterThan(sentryAt);
});

test('without a DSN in the configuration, Sentry never loads', async ({ page }) => {
  // The server's page with the DSN taken out of the configuration it injected.
  await page.route('**/sign-in', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('"dsn":"');
    await route.fulfill({ response, body: html.replace(/"dsn":"[^"]*"/, '"dsn":""') });
  });
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('data-monitoring', 'off');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(scripts.some((path) => /sentry-runtime|replay-runtime/.test(path))).toBe(false);
});
