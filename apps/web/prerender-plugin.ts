// Build-time prerender of the public pages and the dashboard's shell, as a Vite plugin so that
// `vite build` (and `vite build --outDir …`) always ships it. After the client build is written:
//   1. Vite builds src/prerender/render.tsx for Node (SSR) into a temporary folder;
//   2. each route of src/prerender/routes.ts is rendered with react-dom/server into the built index.html,
//      with modulepreload links for its route chunks and the early-submit guard;
//   3. Beasties inlines the CSS those pages need in a <style>; a small script loads the rest after the paint;
//   4. `prerender/<route>.html` and `prerender/manifest.json` (path → file, mode and the sha256 of every inline
//      style and script, for the server's CSP) are written beside the build.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import {
  EARLY_SUBMIT_GUARD,
  PRERENDERED_ATTRIBUTE,
  PRERENDER_MODE_ATTRIBUTE,
} from './src/prerender/markers.ts';
import { PRERENDERED_ROUTES, type PrerenderedRoute } from './src/prerender/routes.ts';

/** What the server reads: see apps/api/src/http/web-app.ts. */
export interface PrerenderManifest {
  routes: Array<PrerenderedRoute & { styleHashes: string[]; scriptHashes: string[] }>;
}

type RenderModule = { renderRoute: (route: PrerenderedRoute) => Promise<string> };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A prerendered page paints from its HTML and inline CSS; its scripts only take it over. Fetched at low
 * priority, they do not compete with what the paint needs, and Lighthouse does not count them as render
 * blocking (it treats every high-priority script requested before the first paint as blocking, so the
 * 100 kB entry chunk moved its simulated FCP from 0.75 to 1.9 s whenever the paint came after the request).
 */
function lowPriorityScripts(html: string): string {
  return html
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

/** The contents of every inline element `tag` (no `src`, and for scripts no JSON data block). */
function inlineContents(html: string, tag: 'style' | 'script'): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  return [...html.matchAll(pattern)]
    .filter(
      ([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/json"/.test(attributes),
    )
    .map(([, , body = '']) => body);
}

/** The route's chunks and everything they import statically, as /assets/ URLs. */
function chunkClosure(bundle: Rollup.OutputBundle, root: string, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
      visit(imported);
  };
  for (const module of modules) {
    const id = path.join(root, 'src', `${module}.tsx`);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`Prerender: no chunk is built from ${id} (src/prerender/routes.ts)`);
    visit(chunk.fileName);
  }
  return [...files].map((file) => `/${file}`);
}

/** In the SSR build, the monitoring module (it starts buffering errors on `window` when loaded) is a stub. */
function withoutMonitoring(root: string): Plugin {
  const real = path.join(root, 'src/app/monitoring/monitoring.ts');
  return {
    name: 'concierge-prerender-without-monitoring',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/monitoring')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === real ? path.join(root, 'src/prerender/monitoring-stub.ts') : null;
    },
  };
}

/** Renders the routes into the client build; see the top of this file. */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | undefined;
  return {
    name: 'concierge-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    async closeBundle() {
      if (config.build.ssr || !bundle) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = mkdtempSync(path.join(tmpdir(), 'concierge-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [withoutMonitoring(config.root), react()],
          // One bundle with React inside, so the render and the app share one copy of every module.
          ssr: { noExternal: true },
          build: {
            ssr: path.join(config.root, 'src/prerender/render.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'render.mjs' } },
          },
        });
        const { renderRoute } = (await import(
          pathToFileURL(path.join(ssrDir, 'render.mjs')).href
        )) as RenderModule;
        const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          // The rest of the stylesheet is added by a small inline script (allowed by its hash like the
          // other): not render-blocking, unlike a stylesheet link (even at the end of the body, which
          // Lighthouse still counts as blocking), and without the onload attribute the CSP would refuse.
          // Without JavaScript the page keeps its critical CSS, which styles everything it shows.
          preload: 'js',
          noscriptFallback: false,
          pruneSource: false,
          inlineFonts: false,
          logLevel: 'warn',
        });
        const manifest: PrerenderManifest = { routes: [] };
        mkdirSync(path.join(outDir, 'prerender'), { recursive: true });
        for (const route of PRERENDERED_ROUTES) {
          const rendered = await renderRoute(route);
          // A shell is replaced, not hydrated: its skeleton's widths (style attributes, which the CSP refuses
          // in markup) may go; a hydrated page must match the client's render, so it may have none.
          const markup = route.mode === 'shell' ? rendered.replace(/ style="[^"]*"/g, '') : rendered;
          const preloads = chunkClosure(bundle, config.root, route.modules)
            .filter((url) => !shell.includes(`"${url}"`))
            .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
            .join('');
          const page = shell
            .replace('</head>', `<script>${EARLY_SUBMIT_GUARD}</script>${preloads}</head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root" ${PRERENDERED_ATTRIBUTE}="${route.path}" ${PRERENDER_MODE_ATTRIBUTE}="${route.mode}">${markup}</div>`,
            );
          if (!page.includes(markup)) throw new Error(`Prerender: index.html has no empty #root`);
          const html = await beasties.process(lowPriorityScripts(page));
          if (/<[a-z][^>]*\sstyle="/i.test(markup)) {
            // An inline style attribute would need 'unsafe-inline' (or 'unsafe-hashes') in the CSP.
            throw new Error(`Prerender: ${route.path} renders a style attribute, which the CSP refuses`);
          }
          writeFileSync(path.join(outDir, 'prerender', route.file), html);
          manifest.routes.push({
            ...route,
            styleHashes: inlineContents(html, 'style').map(sha256),
            scriptHashes: inlineContents(html, 'script').map(sha256),
          });
        }
        writeFileSync(
          path.join(outDir, 'prerender', 'manifest.json'),
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
        config.logger.info(`prerendered ${manifest.routes.map((route) => route.path).join(', ')}`);
      } finally {
        if (!process.env.PRERENDER_KEEP) rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
