import { defineConfig } from 'tsup';
import { packageBuild } from '@concierge/config/tsup';

export default defineConfig(packageBuild());
