import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test`, with every page of the test's browser context CPU-throttled when `E2E_CPU_THROTTLE`
 * names a rate (4 is what Lighthouse uses for a mobile phone). Unset, it is Playwright's `test` unchanged.
 * A suite imports `test` from here so that any of its tests can be run as on a slow phone:
 * `E2E_CPU_THROTTLE=4 npx playwright test e2e/auth.spec.ts --repeat-each 20`.
 */
export const test = base.extend<{ cpuThrottle: number }>({
  cpuThrottle: [Number(process.env.E2E_CPU_THROTTLE ?? 1), { option: true }],
  context: async ({ context, cpuThrottle }, use) => {
    if (cpuThrottle > 1) {
      const throttle = async (page: Page) => {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      };
      await Promise.all(context.pages().map(throttle));
      context.on('page', (page) => void throttle(page).catch(() => undefined));
    }
    await use(context);
  },
});

export { expect } from '@playwright/test';
