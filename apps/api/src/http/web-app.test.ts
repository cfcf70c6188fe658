import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

// A built app's public files (favicon, web manifest) are served as themselves, from / and /console/;
// a file that is not there is a 404, and only client routes get the HTML shell.

const ICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
const MANIFEST = JSON.stringify({ name: 'Concierge', icons: [] });

function fakeBuild(title: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-public-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>${title}</title></head></html>`,
  );
  writeFileSync(path.join(dir, 'favicon.ico'), ICON);
  writeFileSync(path.join(dir, 'manifest.webmanifest'), MANIFEST);
  mkdirSync(path.join(dir, 'assets'));
  return dir;
}

const webDist = fakeBuild('web');
const consoleDist = fakeBuild('console');
const server = await startTestServer({ config: { webDist, consoleDist } });
const { app } = server;
afterAll(async () => {
  await server.close();
  for (const dir of [webDist, consoleDist]) rmSync(dir, { recursive: true, force: true });
});

describe(onDb('the apps’ public files'), () => {
  it.each(['/', '/console/'])(
    'serves %sfavicon.ico and the manifest as files, not the shell',
    async (prefix) => {
      const icon = await app.inject({ url: `${prefix}favicon.ico` });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/vnd.microsoft.icon');
      expect(icon.rawPayload).toEqual(ICON);

      const manifest = await app.inject({ url: `${prefix}manifest.webmanifest` });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.body).toBe(MANIFEST);
    },
  );

  it('answers 404 for a missing file instead of the HTML shell', async () => {
    for (const url of ['/apple-touch-icon.png', '/console/logo.svg', '/assets/index-old.js?v=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
  });

  it('still answers client routes with their app’s shell', async () => {
    const web = await app.inject({ url: '/reset-password/abc_DEF-123' });
    expect(web.statusCode).toBe(200);
    expect(web.body).toContain('<title>web</title>');
    const console = await app.inject({ url: '/console/requests/42' });
    expect(console.body).toContain('<title>console</title>');
  });

  it('sends /console to /console/ with its query, so a reloaded queue keeps its list and order', async () => {
    const bare = await app.inject({ url: '/console' });
    expect([bare.statusCode, bare.headers.location]).toEqual([301, '/console/']);
    const queue = await app.inject({ url: '/console?state=in_progress&sort=waiting' });
    expect([queue.statusCode, queue.headers.location]).toEqual([
      301,
      '/console/?state=in_progress&sort=waiting',
    ]);
  });
});
