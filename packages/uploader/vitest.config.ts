import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';
import { reactVersionProjects } from '@concierge/react18';

// The React hook declares react ^18.2 || ^19: its tests run on both.
export default defineConfig({
  test: testConfig({
    projects: reactVersionProjects({ include: ['src/react.test.ts'] }),
  }),
});
