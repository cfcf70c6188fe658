// Builds the bare React app in floor/ with the Vite the web app uses and measures its first load the same way.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { htmlFirstLoad } from './html-first-load.mjs';

export async function buildFloor() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  await build({
    configFile: path.join(import.meta.dirname, '..', 'floor', 'vite.config.ts'),
    build: { outDir, emptyOutDir: true },
  });
  return { outDir, ...htmlFirstLoad(outDir) };
}
