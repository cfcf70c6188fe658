// The size budgets of a published package, in size-limit's `.size-limit.json` format
// ([{ name, path, limit, gzip?, brotli? }]), measured the way @size-limit/file measures a file: the file's
// own bytes, brotli unless `gzip: true`, raw when `brotli: false`. Measured here rather than by size-limit's
// CLI so the packages need no extra dependency and the budgets run inside bench's vitest (counted in CI).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressedSize } from './compressed-size.mjs';

const UNITS = { B: 1, KB: 1000, MB: 1000 * 1000, KIB: 1024, MIB: 1024 * 1024 };

/** @param {string} limit e.g. "12 kB" */
export function parseLimit(limit) {
  const match = /^\s*([\d.]+)\s*([a-z]*)\s*$/i.exec(limit);
  const unit = UNITS[(match?.[2] || 'B').toUpperCase()];
  if (!match || unit === undefined) throw new Error(`Unreadable size limit "${limit}"`);
  return Math.round(Number(match[1]) * unit);
}

/** A path may end in a one-folder wildcard (`dist/chunk-*.js`): tsup's shared chunks carry content hashes. */
function expand(packageDir, pattern) {
  if (!pattern.includes('*')) return [pattern];
  const folder = path.posix.dirname(pattern);
  const name = new RegExp(`^${path.posix.basename(pattern).split('*').map(escapeRegExp).join('[^/]*')}$`);
  const matches = readdirSync(path.join(packageDir, folder)).filter((file) => name.test(file));
  if (matches.length === 0) throw new Error(`No file matches ${pattern} in ${packageDir}`);
  return matches.sort().map((file) => path.posix.join(folder, file));
}

const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** @param {string} packageDir */
export function checkPackageBudgets(packageDir) {
  const entries = JSON.parse(readFileSync(path.join(packageDir, '.size-limit.json'), 'utf8'));
  return entries.map((entry) => {
    const paths = (Array.isArray(entry.path) ? entry.path : [entry.path]).flatMap((p) =>
      expand(packageDir, p),
    );
    const sizes = paths.map((file) => compressedSize(readFileSync(path.join(packageDir, file))));
    const measure = entry.brotli === false && !entry.gzip ? 'raw' : entry.gzip ? 'gzip' : 'brotli';
    const bytes = sizes.reduce((sum, size) => sum + size[measure], 0);
    const limit = parseLimit(entry.limit);
    return { name: entry.name ?? paths.join(', '), measure, bytes, limit, ok: bytes <= limit };
  });
}
