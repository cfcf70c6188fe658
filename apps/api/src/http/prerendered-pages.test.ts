import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { readPrerenderedPages } from './prerendered-pages.js';

// The web build's prerendered pages go out under their routes, with the runtime config written in
// and a CSP that allows their inline style and script by sha256 — never 'unsafe-inline'.

const STYLE = '.brand{color:#0b5563}';
const SCRIPT = 'document.documentElement.dataset.early="1"';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-prerender-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>shell</title></head></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'prerender'));
  writeFileSync(
    path.join(dir, 'prerender', 'sign-in.html'),
    `<!doctype html><html><head><style>${STYLE}</style><script>${SCRIPT}</script></head>` +
      '<body><div id="root"><h1>Sign in</h1><form></form></div></body></html>',
  );
  const routes = [
    { path: '/sign-in', file: 'sign-in.html', styleHashes: [sha(STYLE)], scriptHashes: [sha(SCRIPT)] },
  ];
  writeFileSync(path.join(dir, 'prerender', 'manifest.json'), JSON.stringify({ routes }));
  return dir;
}

const webDist = fakeBuild();
const server = await startTestServer({
  config: {
    webDist,
    webConfig: { internalCompanies: ['acme'] },
    cspConnectSources: ['https://sentry.example'],
  },
});
const { app } = server;
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe(onDb('prerendered pages'), () => {
  it('answers the route with its prerendered HTML and the runtime config, never cached', async () => {
    for (const url of ['/sign-in', '/sign-in?invite=abc']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<h1>Sign in</h1><form></form>');
      expect(res.body).toContain(
        '<script type="application/json" id="concierge-config">{"internalCompanies":["acme"]}',
      );
    }
  });

  it('allows exactly its inline style and script by hash, on top of the site CSP', async () => {
    const csp = (await app.inject({ url: '/sign-in' })).headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['style-src']).toEqual(["'self'", sha(STYLE)]);
    expect(directives['script-src']).toEqual(["'self'", sha(SCRIPT)]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://sentry.example']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('leaves other routes on the shell with the site CSP, and does not serve the files themselves', async () => {
    const other = await app.inject({ url: '/sign-in/extra' });
    expect(other.body).toContain('<title>shell</title>');
    expect(other.headers['content-security-policy']).not.toContain('sha256-');
    for (const url of ['/prerender/sign-in.html', '/prerender/manifest.json']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('reading the manifest', () => {
  it('refuses an entry whose hash is not a sha256 source', () => {
    const dir = fakeBuild();
    const routes = [
      { path: '/sign-in', file: 'sign-in.html', styleHashes: ["'unsafe-inline'"], scriptHashes: [] },
    ];
    writeFileSync(path.join(dir, 'prerender', 'manifest.json'), JSON.stringify({ routes }));
    expect(() => readPrerenderedPages(dir, {}, (html) => html)).toThrow('Malformed prerender manifest');
    rmSync(dir, { recursive: true, force: true });
  });

  it('has no pages for a build without a manifest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-plain-'));
    expect(readPrerenderedPages(dir, {}, (html) => html)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});
