import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';

// `typecheck` runs the `*.test-d.ts` type tests with tsc in the same `vitest run` (and the same report).
export default defineConfig({
  test: testConfig({
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  }),
});
