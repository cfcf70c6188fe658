import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';

export default defineConfig({
  test: testConfig({
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**'],
    environment: 'happy-dom',
  }),
});
