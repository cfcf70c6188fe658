import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';

export default defineConfig({ test: testConfig({ include: ['src/**/*.test.mjs'] }) });
