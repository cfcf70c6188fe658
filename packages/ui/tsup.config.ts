import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsup';
import { packageBuild } from '@concierge/config/tsup';

const RELATIVE_IMPORT = /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)\.js['"]/g;

/**
 * Every source module reachable from `src/index.ts`: the published `dist/index.js` re-exports them as one
 * module each, so a bundler keeps only the modules a consumer imports. One bundled file instead made every
 * page that imports Button also load Radix Dialog, Tabs and the phone mask (issue 11): their `forwardRef`
 * calls are module-level code a bundler cannot prove unused inside one module.
 */
function publicModules(entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const base = path.join(path.dirname(file), specifier!);
      visit([`${base}.ts`, `${base}.tsx`].find((candidate) => tryRead(candidate)) ?? `${base}.ts`);
    }
  };
  visit(entry);
  return [...found].sort();
}

const tryRead = (file: string) => {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
};

export default defineConfig([
  // JavaScript: each source file its own module (`bundle: false` keeps the relative imports), declarations
  // as one `index.d.ts`. `clean` keeps the stylesheet the other build writes at the same time.
  packageBuild({
    entry: publicModules('src/index.ts'),
    bundle: false,
    dts: { entry: { index: 'src/index.ts' } },
    clean: ['!styles.css', '!styles.css.map'],
  }),
  // The stylesheet: esbuild inlines its @imports into dist/styles.css, which package.json exports as
  // `./styles.css` and lists as the package's only side effect.
  packageBuild({ entry: { styles: 'src/styles.css' }, dts: false, clean: false }),
]);
