import { defineConfig } from 'tsup';
import { moduleBuild, packageBuild } from '@concierge/config/tsup';

export default defineConfig([
  // JavaScript: each source file its own module, so a page that imports Button does not also load Radix
  // Dialog, Tabs and the phone mask (issue 11); declarations as one `index.d.ts`. `clean` keeps the
  // stylesheet the other build writes at the same time.
  moduleBuild({ index: 'src/index.ts' }, { clean: ['!styles.css', '!styles.css.map'] }),
  // The stylesheet: esbuild inlines its @imports into dist/styles.css, which package.json exports as
  // `./styles.css` and lists as the package's only side effect.
  packageBuild({ entry: { styles: 'src/styles.css' }, dts: false, clean: false }),
]);
