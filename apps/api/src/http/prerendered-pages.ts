import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The web app's prerendered pages (built by apps/web/prerender-plugin.ts): sign-in, sign-up and
// forgot-password as HTML the browser paints before any JavaScript, and the dashboard's shell. Each page
// carries its critical CSS in a <style> and one small <script>; its CSP allows exactly those by their
// sha256 (the build lists them in prerender/manifest.json), never 'unsafe-inline'.

/** One entry of `prerender/manifest.json`. */
interface ManifestRoute {
  path: string;
  file: string;
  styleHashes: string[];
  scriptHashes: string[];
}

/** A page ready to send: its HTML (runtime config written in) and the CSP header that allows it. */
export interface PrerenderedPage {
  path: string;
  html: string;
  csp: string;
}

const HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/** A CSP header value from its directives, in helmet's format. */
export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * Reads a web build's prerendered pages; none when the build has no manifest (an older build, or a test's
 * fake one). A malformed manifest or a missing page fails the start rather than serving a page the CSP
 * would break.
 */
export function readPrerenderedPages(
  dist: string,
  baseCsp: Record<string, string[]>,
  inject: (html: string) => string,
): PrerenderedPage[] {
  const manifestFile = path.join(dist, 'prerender', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const { routes } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes: ManifestRoute[] };
  return routes.map((route) => {
    const hashes = [...route.styleHashes, ...route.scriptHashes];
    if (!route.path.startsWith('/') || hashes.some((hash) => !HASH.test(hash))) {
      throw new Error(`Malformed prerender manifest entry for ${route.path}`);
    }
    return {
      path: route.path,
      html: inject(readFileSync(path.join(dist, 'prerender', path.basename(route.file)), 'utf8')),
      csp: serializeCsp({
        ...baseCsp,
        'script-src': ["'self'", ...route.scriptHashes],
        'style-src': ["'self'", ...route.styleHashes],
      }),
    };
  });
}
