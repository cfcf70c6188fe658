import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';
import { reactVersionProjects } from '@concierge/react18';

// The React bindings declare react ^18.2 || ^19: their tests run on both.
export default defineConfig({
  test: testConfig({
    projects: reactVersionProjects({
      include: ['src/react.test.tsx'],
      inline: [/@tanstack/],
    }),
  }),
});
