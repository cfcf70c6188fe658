// The first load a built Vite app declares in its index.html: every classic or module script, every
// modulepreload and every stylesheet it links. That is what the browser fetches before the first paint of
// any route, without running the app — deterministic, so CI can hold budgets on it. The route's own lazy
// chunk is not in it (apps/web builds no manifest); `pnpm bench` measures that in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compressedSize, sumSizes } from './compressed-size.mjs';

const TAG = /<(script|link)\b[^>]*>/gi;
const ATTRIBUTE = /([a-z-]+)\s*=\s*"([^"]*)"/gi;

/** @param {string} html */
export function firstLoadAssets(html) {
  /** @type {Array<{ url: string, kind: 'js' | 'css' }>} */
  const assets = [];
  for (const [tag, name] of html.matchAll(TAG)) {
    const attributes = Object.fromEntries([...tag.matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]));
    if (name.toLowerCase() === 'script' && attributes.src) assets.push({ url: attributes.src, kind: 'js' });
    if (name.toLowerCase() === 'link' && attributes.href) {
      if (attributes.rel === 'modulepreload') assets.push({ url: attributes.href, kind: 'js' });
      if (attributes.rel === 'stylesheet') assets.push({ url: attributes.href, kind: 'css' });
    }
  }
  return assets.filter((asset) => !/^(https?:)?\/\//.test(asset.url));
}

/** @param {string} distDir a Vite build's output folder */
export function htmlFirstLoad(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = firstLoadAssets(html).map((asset) => ({
    ...asset,
    ...compressedSize(readFileSync(path.join(distDir, asset.url.replace(/^\//, '')))),
  }));
  return {
    files,
    js: sumSizes(files.filter((file) => file.kind === 'js')),
    css: sumSizes(files.filter((file) => file.kind === 'css')),
    total: sumSizes(files),
  };
}
