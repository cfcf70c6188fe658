// CI's byte budgets on the web app's first load (bytes only, nothing timed): reads apps/web/dist, built by
// turbo before this runs (bench/turbo.json), and fails with the numbers when a budget is breached.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadAssets, htmlFirstLoad } from '../src/html-first-load.mjs';
import { kB } from '../src/compressed-size.mjs';
import { FLOOR_JS_GZIP, FIRST_LOAD_FLOOR_FACTOR, webFirstLoadBudget } from '../src/budgets.mjs';

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
