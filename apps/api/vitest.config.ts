import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';

// Every test file runs on embedded PGlite; with TEST_DATABASE_URL set (CI), every file runs again on a
// fresh PostgreSQL database. The project name is printed before each line of the log. Files named
// *.postgres.test.ts need a PostgreSQL server they can reach around (e2e/reliability): postgres only.
// *.browser.test.ts render in Chromium, where the database makes no difference, and *.pglite.test.ts are
// about the embedded database itself: pglite only.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: testConfig({
    projects: databases.map((name) => ({
      extends: true,
      test: {
        name,
        env: { TEST_DB: name },
        include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
        exclude:
          name === 'postgres' ? ['**/*.browser.test.ts', '**/*.pglite.test.ts'] : ['**/*.postgres.test.ts'],
      },
    })),
    // argon2 and PostgreSQL round trips: slower than a pure unit test, never timing-dependent.
    // One module graph per worker, not per file: importing the server's graph (Fastify, drizzle, PGlite,
    // the AWS SDK) again for each of ~150 files was more than half the run (import 264 s of 478 s; 113 s of
    // 293 s without). Every file makes its own database and server, and no file mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  }),
});
