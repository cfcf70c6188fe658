import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from './testing/test-database.js';
import { startTestServer } from './testing/test-server.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Concierge</title>');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(
  path.join(webDist, 'assets', 'big-def456.js'),
  `export const words = ${JSON.stringify('word '.repeat(4000))};`,
);

const consoleDist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
mkdirSync(path.join(consoleDist, 'assets'));
writeFileSync(path.join(consoleDist, 'index.html'), '<!doctype html><title>Concierge Console</title>');
writeFileSync(path.join(consoleDist, 'assets', 'console-abc123.js'), 'console.log(2)');

const server = await startTestServer({ config: { webDist, consoleDist } });
const { app } = server;
afterAll(() => server.close());

describe(onDb('createServer'), () => {
  it('answers the health check', async () => {
    const res = await app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the app shell for client-side routes', async () => {
    const res = await app.inject('/requests/42');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Concierge</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the console under /console/, with its own shell for its client-side routes', async () => {
    for (const url of ['/console/', '/console/requests/42', '/console/index.html']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Concierge Console</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const bare = await app.inject('/console');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
    const asset = await app.inject('/console/assets/console-abc123.js');
    expect(asset.body).toBe('console.log(2)');
    expect(asset.headers['cache-control']).toContain('immutable');
    // The web app's routes and assets are untouched by the console's prefix.
    expect((await app.inject('/consoles')).body).toContain('<title>Concierge</title>');
    expect((await app.inject('/assets/app-abc123.js')).body).toBe('console.log(1)');
  });

  it('answers unknown API paths with JSON 404, not the shell', async () => {
    const res = await app.inject('/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });
});

describe(onDb('security headers and serving'), () => {
  it('sends the CSP of SECURITY.md, nosniff, no referrer and no framing', async () => {
    for (const url of ['/', '/api/v1/health']) {
      const res = await app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("lets forms post to this origin only: the CSP sends form-action 'self' (default-src does not cover it)", async () => {
    for (const url of ['/', '/api/v1/health', '/sign-in']) {
      const csp = String((await app.inject(url)).headers['content-security-policy']);
      expect(csp.split(';').map((directive) => directive.trim())).toContain("form-action 'self'");
    }
  });

  it('sends HSTS in production behind an https public URL, and never on plain-HTTP development', async () => {
    const withConfig = async (config: { production: boolean; publicUrl: string }) => {
      const other = await startTestServer({ database: server.database, config: { ...config, seed: false } });
      try {
        return (await other.app.inject('/api/v1/health')).headers['strict-transport-security'];
      } finally {
        await other.close();
      }
    };
    expect(await withConfig({ production: true, publicUrl: 'https://concierge.example' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await withConfig({ production: true, publicUrl: 'http://127.0.0.1:3000' })).toBeUndefined();
    expect(await withConfig({ production: false, publicUrl: 'https://concierge.example' })).toBeUndefined();
    expect((await app.inject('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses what it serves', async () => {
    const res = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(2000);
  });

  it('keeps API answers out of every cache', async () => {
    expect((await app.inject('/api/v1/health')).headers['cache-control']).toBe('no-store');
  });

  it('shows the dev outbox outside production, escaped', async () => {
    const res = await app.inject('/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect((await app.inject('/dev/outbox.json')).json()).toHaveProperty('messages');
  });
});

describe(onDb('production mode'), () => {
  it('has no dev outbox', async () => {
    const production = await startTestServer({
      database: server.database,
      config: { production: true, devRoutes: false, checkResponses: false, seed: false },
    });
    try {
      expect((await production.app.inject('/dev/outbox')).statusCode).toBe(404);
      expect((await production.app.inject('/dev/outbox.json')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
