import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';

// Unit tests of the console's own logic (paths and guards, session storage, drafts, composer HTML,
// sanitizer, status moves); screens and flows are tested end to end in e2e/ against the real server.
export default defineConfig({
  test: testConfig({ include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' }),
});
