import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';

// Byte budgets only: nothing here is timed (timings live in `pnpm bench`, never in a test).
export default defineConfig({ test: testConfig({ include: ['test/**/*.test.ts'] }) });
