import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { STORYBOOK_TEXTS } from './storybook.js';

// /storybook/ over HTTP: a build is served under its own CSP (its inline scripts by hash, framing by this
// origin only) while the product's routes keep SECURITY.md's policy; without a build the server still starts
// and says how to build it; switched off, it says so. The real build in Chromium: storybook.browser.test.ts.

const MANAGER_SCRIPT = "\n      window['CONFIG_TYPE'] = 'PRODUCTION';\n    ";
const PREVIEW_SCRIPT = 'window.global = window;';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const built = mkdtempSync(path.join(tmpdir(), 'storybook-static-'));
writeFileSync(
  path.join(built, 'index.html'),
  `<!doctype html><title>Storybook</title><script>${MANAGER_SCRIPT}</script><script type="module" src="./sb-manager/runtime.js"></script>`,
);
writeFileSync(path.join(built, 'iframe.html'), `<!doctype html><script>${PREVIEW_SCRIPT}</script>`);
mkdirSync(path.join(built, 'assets'));
writeFileSync(path.join(built, 'assets', 'preview-abc123.js'), 'export {};');
const empty = mkdtempSync(path.join(tmpdir(), 'storybook-missing-'));

const servedServer = await startTestServer({ config: { storybookDist: built } });
const { database } = servedServer;
const missingServer = await startTestServer({ database, config: { storybookDist: empty } });
const offServer = await startTestServer({ database, config: { storybookDist: undefined } });
afterAll(async () => {
  await offServer.close();
  await missingServer.close();
  await servedServer.close();
  for (const dir of [built, empty]) rmSync(dir, { recursive: true, force: true });
});

describe(onDb('Storybook at /storybook/'), () => {
  it('serves the build with a CSP allowing exactly its inline scripts', async () => {
    const { app } = servedServer;
    const redirect = await app.inject({ url: '/storybook' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/storybook/');

    const page = await app.inject({ url: '/storybook/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Storybook</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ').sort()).toEqual(
      ['script-src', "'self'", sha(MANAGER_SCRIPT), sha(PREVIEW_SCRIPT)].sort(),
    );
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    const iframe = await app.inject({ url: '/storybook/iframe.html' });
    expect(iframe.statusCode).toBe(200);
    expect(iframe.headers['content-security-policy']).toBe(csp);
    const chunk = await app.inject({ url: '/storybook/assets/preview-abc123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await app.inject({ url: '/storybook/nothing-here.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the product’s own CSP strict', async () => {
    const res = await servedServer.app.inject({ url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('sha256-');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 404 with how to build it when the build is missing', async () => {
    for (const url of ['/storybook/', '/storybook/iframe.html']) {
      const res = await missingServer.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe(STORYBOOK_TEXTS.notBuilt);
    }
  });

  it('answers 404 saying it is off when not served', async () => {
    const res = await offServer.app.inject({ url: '/storybook/' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(STORYBOOK_TEXTS.notServed);
  });
});
