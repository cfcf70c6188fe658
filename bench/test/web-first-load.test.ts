// CI's byte budgets on the web app's first load (bytes only, nothing timed): reads apps/web/dist, built by
// turbo before this runs (bench/turbo.json), and fails with the numbers when a budget is breached.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadAssets, htmlFirstLoad, routeFirstLoad, staticImports } from '../src/html-first-load.mjs';
import { kB } from '../src/compressed-size.mjs';
import {
  FLOOR_JS_GZIP,
  FIRST_LOAD_FLOOR_FACTOR,
  publicFirstLoadForbidden,
  routeFirstLoadBudgets,
  webFirstLoadBudget,
} from '../src/budgets.mjs';

const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

describe('first-load assets read from index.html', () => {
  it('takes scripts, modulepreloads and stylesheets, and leaves other links and remote files out', () => {
    const html = `<script defer src="/a.js"></script><script type="module" crossorigin src="/assets/b.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/c.js"><link rel="stylesheet" href="/assets/d.css">
      <link rel="icon" href="/favicon.svg"><script src="https://cdn.example/e.js"></script><script>inline()</script>`;
    expect(firstLoadAssets(html)).toEqual([
      { url: '/a.js', kind: 'js' },
      { url: '/assets/b.js', kind: 'js' },
      { url: '/assets/c.js', kind: 'js' },
      { url: '/assets/d.css', kind: 'css' },
    ]);
  });
});

describe('static imports read from a built chunk', () => {
  it('follows import and export statements to sibling chunks, and leaves import() for later', () => {
    const code =
      'import{a as b}from"./chunk-A1.js";import"./side-B2.js";import c,{d}from"./c-C3.js";' +
      'export*from"./e-E5.js";const f=()=>import("./lazy-D4.js");import x from"react";';
    expect(staticImports(code)).toEqual(['chunk-A1.js', 'side-B2.js', 'c-C3.js', 'e-E5.js']);
  });
});

describe('each route first load (index.html, the route chunks and their static imports)', () => {
  for (const [route, budget] of Object.entries(routeFirstLoadBudgets)) {
    it(`keeps ${route} within its gzip budget`, () => {
      const { js } = routeFirstLoad(webDist, budget.chunks);
      const { limit } = budget.jsGzip;
      const target = 'target' in budget.jsGzip ? `; target ${kB(budget.jsGzip.target)}` : '';
      const message = `${route} first-load JS gzip: ${kB(js.gzip)} = ${(js.gzip / FLOOR_JS_GZIP).toFixed(2)} × floor (budget ${kB(limit)}${target})`;
      console.log(message);
      expect(js.gzip, message).toBeLessThanOrEqual(limit);
    });
  }
});

describe('the public pages first load', () => {
  for (const route of ['/sign-in', '/sign-up', '/forgot-password'] as const) {
    it(`${route} loads no TanStack Query, no zod and no react-hook-form`, () => {
      const { files } = routeFirstLoad(webDist, routeFirstLoadBudgets[route].chunks);
      const code = files
        .filter((file) => file.kind === 'js')
        .map((file) => readFileSync(path.join(webDist, file.url.slice(1)), 'utf8'))
        .join('\n');
      for (const [library, markers] of Object.entries(publicFirstLoadForbidden)) {
        for (const marker of markers)
          expect(code.includes(marker), `${library} (${marker}) in ${route}`).toBe(false);
      }
    });
  }

  it('the markers are found where those libraries are loaded', () => {
    const { files } = routeFirstLoad(webDist, routeFirstLoadBudgets['/dashboard'].chunks);
    const code = files.map((file) => readFileSync(path.join(webDist, file.url.slice(1)), 'utf8')).join('\n');
    expect(code).toContain('No QueryClient set');
    // react-hook-form's chunk, loaded with a form's schema on its first focus (internal/forms/README.md).
    const engine = readdirSync(path.join(webDist, 'assets')).filter((name) =>
      name.startsWith('form-engine-'),
    );
    expect(engine).toHaveLength(1);
    expect(readFileSync(path.join(webDist, 'assets', engine[0]!), 'utf8')).toContain(
      publicFirstLoadForbidden['react-hook-form'][0],
    );
  });
});

describe('the web app first load (every route, before its lazy chunk)', () => {
  const firstLoad = htmlFirstLoad(webDist);
  const line = (label: string, bytes: number, limit: number) =>
    `${label}: ${kB(bytes)} (budget ${kB(limit)}, ${bytes <= limit ? 'ok' : 'OVER by ' + kB(bytes - limit)})`;

  it('finds the entry script in the build', () => {
    expect(firstLoad.files.some((file) => file.kind === 'js' && file.url.startsWith('/assets/'))).toBe(true);
  });

  it('keeps its JavaScript within the gzip budget', () => {
    const { limit, target } = webFirstLoadBudget.jsGzip;
    console.log(line('first-load JS gzip', firstLoad.js.gzip, limit));
    console.log(
      `target ${FIRST_LOAD_FLOOR_FACTOR} × floor (${kB(FLOOR_JS_GZIP)}) = ${kB(target)}: ` +
        `${(firstLoad.js.gzip / FLOOR_JS_GZIP).toFixed(2)} × floor now`,
    );
    expect(firstLoad.js.gzip, line('first-load JS gzip', firstLoad.js.gzip, limit)).toBeLessThanOrEqual(
      limit,
    );
  });

  it('keeps its JavaScript within the brotli budget', () => {
    const { limit } = webFirstLoadBudget.jsBrotli;
    console.log(line('first-load JS brotli', firstLoad.js.brotli, limit));
    expect(firstLoad.js.brotli, line('first-load JS brotli', firstLoad.js.brotli, limit)).toBeLessThanOrEqual(
      limit,
    );
  });

  it('keeps its CSS within the gzip budget', () => {
    const { limit } = webFirstLoadBudget.cssGzip;
    console.log(line('first-load CSS gzip', firstLoad.css.gzip, limit));
    expect(firstLoad.css.gzip, line('first-load CSS gzip', firstLoad.css.gzip, limit)).toBeLessThanOrEqual(
      limit,
    );
  });
});
