// Screenshots of the built Storybook for the README: the Introduction and one component's docs page, taken
// in Debian's Chromium from storybook-static/ (run `pnpm build:storybook` first). Writes docs/*.png.
// Usage: node scripts/docs-screenshots.mjs
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { createServer } from 'http-server';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const staticDir = path.join(root, 'storybook-static');
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static/ is missing: run `pnpm --filter @concierge/ui build:storybook` first.');
  process.exit(1);
}
const outDir = path.join(root, 'docs');
mkdirSync(outDir, { recursive: true });

/** The pages shot: Storybook's own address of each (the manager, with its sidebar). */
const SHOTS = [
  { file: 'storybook-introduction.png', path: '/?path=/docs/introduction--docs' },
  { file: 'storybook-file-upload-docs.png', path: '/?path=/docs/components-fileupload--docs' },
];

const server = createServer({ root: staticDir, cache: -1, silent: true });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.server.address();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const shot of SHOTS) {
    await page.goto(`http://127.0.0.1:${port}${shot.path}`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    // The docs page is drawn once its first heading is in the preview.
    await preview.locator('.sbdocs-content h1').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(outDir, shot.file), animations: 'disabled' });
    console.log(`docs/${shot.file}`);
  }
} finally {
  await browser.close();
  server.close();
}
