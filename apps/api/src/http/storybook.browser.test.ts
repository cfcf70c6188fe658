import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../config.js';
import { startTestServer } from '../testing/test-server.js';
import { STORYBOOK_PATH } from './storybook.js';

// The kit's real static Storybook (built by `@concierge/ui#build:storybook`, which this package's test task
// depends on), served by the product: the manager opens a story in its preview iframe under /storybook/'s
// CSP, with no violation, no page error and no failed load.

const storybookDist = path.resolve(packageRoot, '../../packages/ui/storybook-static');
const server = await startTestServer({ config: { storybookDist } });
const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
afterAll(async () => {
  await browser.close();
  await server.close();
});

describe('Storybook at /storybook/ in Chromium', () => {
  it('renders a story in the manager with no CSP violation or page error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    // A refused inline script or style also fires this event, in whichever frame it happened.
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (event) =>
        console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));`,
    });

    await page.goto(`${origin}${STORYBOOK_PATH}?path=/story/components-button--primary`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.getByRole('button', { name: /./ }).first().waitFor({ timeout: 30_000 });
    // The manager's sidebar lists the kit's components.
    await page.getByRole('button', { name: 'Button', exact: true }).first().waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
