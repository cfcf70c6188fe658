import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves this build under /console (CONSOLE_DIST), next to the web app at /.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
