import { defineConfig } from 'tsup';
import { packageBuild } from '@concierge/config/tsup';

// Two entries: the client, and the msw mocks kept apart so that apps never bundle msw or fixtures.
export default defineConfig(packageBuild({ entry: ['src/index.ts', 'src/mocks/index.ts'] }));
