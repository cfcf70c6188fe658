import { defineConfig } from 'tsup';
import { packageBuild } from '@concierge/config/tsup';

// The stylesheet is its own entry: esbuild inlines its @imports into dist/styles.css, which package.json
// exports as `./styles.css` and lists as the package's only side effect.
export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', styles: 'src/styles.css' },
    dts: { entry: { index: 'src/index.ts' } },
  }),
);
