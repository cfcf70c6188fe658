import { expect, type Page } from '@playwright/test';

/**
 * The open page's favicons, touch icon and web manifest: every link in the head answers with an
 * image, the manifest names the app, its start URL and icons that load, and the CSP lets the browser
 * fetch them (same origin: `img-src` and `default-src`, which `manifest-src` falls back to, allow 'self').
 */
export async function expectAppIcons(page: Page, app: { name: string; startUrl: string }): Promise<void> {
  const links = page.locator('head link[rel~="icon"], head link[rel="apple-touch-icon"]');
  const icons = await links.evaluateAll((found) => found.map((link) => (link as HTMLLinkElement).href));
  expect(icons.map((href) => new URL(href).pathname.split('/').pop())).toEqual(
    expect.arrayContaining(['favicon.ico', 'favicon.svg', 'apple-touch-icon.png']),
  );
  for (const href of icons) await expectImage(page, href);

  const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifestUrl = new URL(manifestHref!, page.url());
  const answer = await page.request.get(manifestUrl.href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as { name: string; start_url: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ name: app.name, start_url: app.startUrl });
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of manifest.icons) await expectImage(page, new URL(icon.src, manifestUrl).href);

  const csp = (await page.request.get(page.url())).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/img-src 'self'/);
  expect(csp).not.toMatch(/manifest-src/);
  // The browser agrees: the SVG favicon loads as an image in the page itself.
  const svg = icons.find((href) => href.endsWith('.svg'))!;
  const loaded = await page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth > 0);
        image.onerror = () => resolve(false);
        image.src = src;
      }),
    svg,
  );
  expect(loaded, `${svg} loads under the page's CSP`).toBe(true);
}

async function expectImage(page: Page, href: string): Promise<void> {
  const answer = await page.request.get(href);
  expect(answer.status(), href).toBe(200);
  expect(answer.headers()['content-type'], href).toMatch(/^image\//);
}
