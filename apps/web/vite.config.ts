import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './prerender-plugin.ts';

export default defineConfig({
  plugins: [react(), prerender()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
