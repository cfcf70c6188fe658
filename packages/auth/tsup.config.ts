import { defineConfig } from 'tsup';
import { moduleBuild } from '@concierge/config/tsup';

// Two entries, one module per source file: the root (everything) and `./core`, the store and its React
// bindings without TanStack Query, for an app's public pages.
export default defineConfig(moduleBuild({ index: 'src/index.ts', core: 'src/core.ts' }));
