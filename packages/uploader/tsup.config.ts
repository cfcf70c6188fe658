import { defineConfig } from 'tsup';
import { packageBuild } from '@concierge/config/tsup';

// The hook has its own entry so the core stays usable without React (an optional peer).
export default defineConfig(packageBuild({ entry: ['src/index.ts', 'src/react.ts'] }));
