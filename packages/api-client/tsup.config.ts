import { defineConfig } from 'tsup';
import { packageBuild } from '@concierge/config/tsup';

// Three entries: the client; the spec constants alone (no zod, for the uploader and the UI kit); and the
// msw mocks, kept apart so that apps never bundle msw or the fixtures.
export default defineConfig(
  packageBuild({ entry: ['src/index.ts', 'src/constants.ts', 'src/mocks/index.ts'] }),
);
