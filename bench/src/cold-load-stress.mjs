// Cold loads of every entry address, as on a slow phone: a fresh tab per load, cache off, Chromium's CPU
// throttled (Emulation.setCPUThrottlingRate) and the network slowed, then a count of the loads that never
// showed their page (a visible <h1> with no loading spinner left) within a generous time. A page that stays on
// the router's "Loading" for ever is the failure this hunts (see apps/web/README.md#taking-over-the-page).
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { chromium } from 'playwright-core';
import { signIn } from './api-server.mjs';
import { signInThroughTheForm } from './browser-bench.mjs';
import { DEMO_STAFF_TOTP_SECRET, passConsoleAppStep } from './staff-sign-in.mjs';

/** A demo concierge of the console (demo data). */
export const DEMO_CONCIERGE = { email: 'concierge@concierge.test', password: 'concierge-staff-2026' };

/** What a phone on a mobile network is like (Lighthouse's mobile preset: 150 ms, 1.6 Mbit/s down). */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 };

/**
 * Opens `entries` in turn, `rounds` times, each in a fresh tab of the signed-in or signed-out context.
 * @param {{ baseUrl: string, rounds?: number, cpuRate?: number, slowNetwork?: boolean, timeoutMs?: number,
 *   concurrency?: number, apps?: Array<'web' | 'console'>, log?: (line: string) => void }} options
 * @returns {Promise<{ loads: number, stuck: Array<{ entry: string, url: string, snapshot: string }>,
 *   byEntry: Record<string, { loads: number, stuck: number }> }>}
 */
export async function coldLoadStress({
  baseUrl,
  rounds = 10,
  cpuRate = 4,
  slowNetwork = true,
  timeoutMs = 30_000,
  concurrency = 2,
  apps = ['web', 'console'],
  only,
  log = () => {},
}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = async (signedIn) => {
    const ctx = await browser.newContext();
    await signedIn?.(ctx);
    return ctx;
  };
  try {
    const entries = [];
    const token = await signIn(baseUrl);
    const requestId = await firstRequestId(baseUrl, token);
    if (apps.includes('web')) {
      const out = await context();
      const inside = await context(async (ctx) => {
        const page = await ctx.newPage();
        await signInThroughTheForm(page, baseUrl);
        await page.close();
      });
      for (const entry of ['/', '/sign-in', '/dashboard', `/requests/${requestId}`, '/forgot-password'])
        entries.push({ name: `web ${entry} signed out`, ctx: out, url: entry });
      for (const entry of ['/', '/sign-in', '/dashboard', `/requests/${requestId}`, '/requests'])
        entries.push({ name: `web ${entry} signed in`, ctx: inside, url: entry });
    }
    if (apps.includes('console')) {
      const out = await context();
      entries.push({ name: 'console / signed out', ctx: out, url: '/console/' });
      entries.push({ name: 'console request signed out', ctx: out, url: `/console/requests/${requestId}` });
      const inside = await consoleContext(browser, baseUrl).catch((error) => {
        log(`console sign-in not possible here (${error.message}); signed-out console entries only`);
        return null;
      });
      if (inside) {
        entries.push({ name: 'console / signed in', ctx: inside, url: '/console/' });
        entries.push({
          name: 'console request signed in',
          ctx: inside,
          url: `/console/requests/${requestId}`,
        });
      }
    }
    if (only) entries.splice(0, entries.length, ...entries.filter((entry) => entry.name.includes(only)));
    const byEntry = Object.fromEntries(entries.map((entry) => [entry.name, { loads: 0, stuck: 0 }]));
    const stuck = [];
    const queue = [];
    for (let round = 0; round < rounds; round += 1) queue.push(...entries);
    let loads = 0;
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const result = await loadOnce(entry.ctx, `${baseUrl}${entry.url}`, {
          cpuRate,
          slowNetwork,
          timeoutMs,
        });
        loads += 1;
        byEntry[entry.name].loads += 1;
        if (!result.ok) {
          byEntry[entry.name].stuck += 1;
          stuck.push({ entry: entry.name, url: result.url, snapshot: result.snapshot });
          log(`STUCK ${entry.name} (at ${result.url}): ${result.snapshot.slice(0, 200)}`);
        }
        if (loads % 50 === 0) log(`${loads} loads, ${stuck.length} stuck`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { loads, stuck, byEntry };
  } finally {
    await browser.close();
  }
}

/** One cold load: a new tab, cache off, CPU and network slowed; ok once the page shows its heading. */
async function loadOnce(ctx, url, { cpuRate, slowNetwork, timeoutMs }) {
  const page = await ctx.newPage();
  try {
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (slowNetwork) await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const ok = await page
      .waitForFunction(
        () => {
          const visible = (element) => element && element.getClientRects().length > 0;
          const heading = [...document.querySelectorAll('h1')].some(visible);
          const spinner = [...document.querySelectorAll('.page-loading')].some(visible);
          return heading && !spinner;
        },
        undefined,
        { timeout: timeoutMs, polling: 250 },
      )
      .then(
        () => true,
        () => false,
      );
    const snapshot = ok
      ? ''
      : await page
          .locator('body')
          .ariaSnapshot()
          .catch((error) => String(error));
    return { ok, url: page.url(), snapshot };
  } finally {
    await page.close().catch(() => {});
  }
}

async function firstRequestId(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/v1/requests/open`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  const list = body.requests ?? body.data ?? body;
  const id = Array.isArray(list) ? list[0]?.id : undefined;
  if (!id)
    throw new Error(`No demo request to open (${response.status}: ${JSON.stringify(body).slice(0, 200)})`);
  return id;
}

/**
 * A context signed in to the console through its form: the password, then the demo's authenticator app
 * (staff sign in with a second factor; the demo's key is printed at start).
 */
async function consoleContext(browser, baseUrl) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${baseUrl}/console/sign-in`);
  await page.getByLabel('Email').fill(DEMO_CONCIERGE.email);
  await page.getByLabel('Password').fill(DEMO_CONCIERGE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await passConsoleAppStep(page, DEMO_STAFF_TOTP_SECRET);
  await page.getByRole('heading', { level: 1, name: /queue/i }).waitFor({ timeout: 30_000 });
  await page.close();
  return ctx;
}
