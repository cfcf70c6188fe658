import { defineConfig } from 'tsup';
import { moduleBuild, packageBuild } from '@concierge/config/tsup';

export default defineConfig([
  // JavaScript: each source file its own module, so a page that imports Button does not also load Radix
  // Dialog, Tabs and the phone mask; declarations as one `index.d.ts`. `clean` keeps the
  // stylesheet the other build writes at the same time.
  // Each language is an entry of its own (`@concierge/ui/locales/es`…), loaded by the app only for a reader
  // of that language: English pays nothing for the translations.
  moduleBuild(
    {
      index: 'src/index.ts',
      'locales/es': 'src/locales/es.ts',
      'locales/fr': 'src/locales/fr.ts',
      'locales/ar': 'src/locales/ar.ts',
      'locales/pseudo': 'src/locales/pseudo.ts',
    },
    { clean: ['!styles.css', '!styles.css.map', '!page.css', '!page.css.map'] },
  ),
  // The stylesheets: esbuild inlines styles.css's @imports into dist/styles.css (the components), and
  // page.css (the page an app sits on, opt-in); package.json exports both, CSS its only side effects.
  packageBuild({ entry: { styles: 'src/styles.css', page: 'src/page/page.css' }, dts: false, clean: false }),
]);
