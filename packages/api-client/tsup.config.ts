import { defineConfig } from 'tsup';
import { moduleBuild } from '@concierge/config/tsup';

// Five entries: the client; the auth client alone (a public page's first load, issue 23); the spec constants
// alone (no zod, for the uploader and the UI kit); the schemas alone (for an app's forms to load when first
// used); and the msw mocks, kept apart so that apps never bundle msw or the fixtures. One module per source file, so an app's first paint skips the schemas, which
// the client loads with its first call (issue 11).
export default defineConfig(
  moduleBuild({
    index: 'src/index.ts',
    constants: 'src/constants.ts',
    auth: 'src/auth.ts',
    'schemas/index': 'src/schemas/index.ts',
    'mocks/index': 'src/mocks/index.ts',
  }),
);
