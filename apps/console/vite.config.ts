import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

// The API server serves this build under /console (CONSOLE_DIST), next to the web app at /.
export default defineConfig({
  base: '/console/',
  // Lingui compiles a language's catalog when it is imported; a missing translation fails the build.
  plugins: [react(), lingui({ failOnMissing: true, failOnCompileError: true })],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
