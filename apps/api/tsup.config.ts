import { defineConfig } from 'tsup';

// The server ships as one ESM entry; dependencies stay in node_modules. queue-explain is the bench's.
export default defineConfig({
  entry: ['src/index.ts', 'src/server.ts', 'src/db/commands.ts', 'src/concierge/queue-explain.ts'],
  format: ['esm'],
  target: 'node20',
  sourcemap: true,
  clean: true,
});
