import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';
import { reactVersionProjects } from '@concierge/react18';

// The kit declares react ^18.2 || ^19: every test that renders runs on both.
export default defineConfig({
  test: testConfig({
    projects: reactVersionProjects({
      include: ['src/**/*.test.tsx'],
      inline: [/@radix-ui/, /@react-input/],
    }),
  }),
});
