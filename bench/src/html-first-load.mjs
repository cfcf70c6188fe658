// The first load a built Vite app declares in its index.html: every classic or module script, every
// modulepreload and every stylesheet it links. That is what the browser fetches before the first paint of
// any route, without running the app — deterministic, so CI can hold budgets on it. The route's own lazy
// chunk is not in it (apps/web builds no manifest); `pnpm bench` measures that in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
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
  const measured = measureFiles(distDir, firstLoadAssets(html));
  return { ...measured, total: sumSizes(measured.files) };
}

/**
 * The compressed sizes of a build's files, each and summed by kind.
 * @param {string} distDir
 * @param {Array<{ url: string, kind: 'js' | 'css' }>} assets
 */
function measureFiles(distDir, assets) {
  const files = assets.map((asset) => ({
    ...asset,
    ...compressedSize(readFileSync(path.join(distDir, asset.url.replace(/^\//, '')))),
  }));
  return {
    files,
    js: sumSizes(files.filter((file) => file.kind === 'js')),
    css: sumSizes(files.filter((file) => file.kind === 'css')),
  };
}

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in a built chunk; not `import()`. */
const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s*as\s*[\w$]+)?)?\s*(?:from\s*)?["']\.\/([^"']+\.js)["']/g;

/** @param {string} code a built chunk @returns {string[]} the sibling chunks it imports statically */
export function staticImports(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => /** @type {string} */ (match[1]));
}

/**
 * The first load of one route without a browser: index.html's first load plus the route's lazy chunks (found
 * by their name prefix, e.g. `sign-in-page-`) and every chunk those import statically. Chunks a route loads
 * with `import()` once it runs (the contract's schemas with the first API call) are not in it.
 * @param {string} distDir a Vite build's output folder
 * @param {string[]} routeChunkPrefixes one lazy chunk each; a missing or ambiguous prefix throws
 */
export function routeFirstLoad(distDir, routeChunkPrefixes) {
  const assetsDir = path.join(distDir, 'assets');
  const names = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  const routeChunks = routeChunkPrefixes.map((prefix) => {
    const found = names.filter(
      (name) => name.startsWith(prefix) && /^-?[\w-]{8}\.js$/.test(name.slice(prefix.length)),
    );
    if (found.length !== 1)
      throw new Error(`Expected one chunk named ${prefix}<hash>.js, found ${found.length}`);
    return `/assets/${found[0]}`;
  });
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const assets = firstLoadAssets(html);
  const js = new Set([
    ...assets.filter((asset) => asset.kind === 'js').map((asset) => asset.url),
    ...routeChunks,
  ]);
  for (const url of js) {
    if (!url.startsWith('/assets/')) continue;
    for (const name of staticImports(readFileSync(path.join(distDir, url.slice(1)), 'utf8')))
      js.add(`/assets/${name}`);
  }
  return measureFiles(distDir, [
    ...[...js].map((url) => ({ url, kind: /** @type {const} */ ('js') })),
    ...assets.filter((asset) => asset.kind === 'css'),
  ]);
}
