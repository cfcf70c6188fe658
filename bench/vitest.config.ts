import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';

// Byte budgets only: nothing here is timed (timings live in `pnpm bench`, never in a test).
// Each budget test reads and compresses a build: seconds on a busy machine, so the limit is generous.
export default defineConfig({ test: testConfig({ include: ['test/**/*.test.ts'], testTimeout: 60_000 }) });
