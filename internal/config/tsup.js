// Shared tsup settings for the published packages: ESM only, declarations, no bundled dependencies.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {Partial<import('tsup').Options>} [options] */
export function packageBuild(options = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    ...options,
  };
}

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)\.js['"]/g;

/**
 * Every source module reachable from the entries through relative imports (static or dynamic).
 * @param {string[]} entries
 * @returns {string[]}
 */
export function reachableModules(entries) {
  const found = new Set();
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const base = path.join(path.dirname(file), specifier);
      visit([`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate)) ?? `${base}.ts`);
    }
  };
  for (const entry of entries) visit(entry);
  return [...found].sort();
}

/**
 * A build that publishes one module per source file (`bundle: false` keeps the relative imports), with
 * declarations per entry. A bundler then keeps only the modules a consumer reaches: inside one bundled file,
 * module-level code (zod schemas, `forwardRef` calls) cannot be proven unused and ships to every page
 *.
 * @param {Record<string, string>} entries declaration name → source entry, e.g. `{ index: 'src/index.ts' }`
 * @param {Partial<import('tsup').Options>} [options]
 */
export function moduleBuild(entries, options = {}) {
  return packageBuild({
    entry: reachableModules(Object.values(entries)),
    bundle: false,
    dts: { entry: entries },
    ...options,
  });
}
