// `pnpm --filter bench stress:cold-load [rounds] [cpuRate]`: the cold-load stress on the built product
// (PGlite, demo data), printing each stuck load and a closing count. Exit 1 when any load stayed stuck.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startApi } from './api-server.mjs';
import { coldLoadStress } from './cold-load-stress.mjs';
import { benchLog as log } from './environment.mjs';

const rounds = Number(process.argv[2] ?? 10);
const cpuRate = Number(process.argv[3] ?? 4);
// STRESS_NETWORK=fast leaves the network alone (chunks then arrive while the app is still rendering);
// STRESS_ONLY=text keeps the entries whose name holds it.
const slowNetwork = process.env.STRESS_NETWORK !== 'fast';
const only = process.env.STRESS_ONLY;
// The builds are copied first: a rebuild during a long run must not change the files under the pages.
const builds = mkdtempSync(path.join(tmpdir(), 'cold-load-builds-'));
cpSync(path.join(repoRoot, 'apps/web/dist'), path.join(builds, 'web'), { recursive: true });
cpSync(path.join(repoRoot, 'apps/console/dist'), path.join(builds, 'console'), { recursive: true });
const server = await startApi({
  webDist: path.join(builds, 'web'),
  consoleDist: path.join(builds, 'console'),
});
try {
  const started = Date.now();
  const result = await coldLoadStress({ baseUrl: server.url, rounds, cpuRate, slowNetwork, only, log });
  for (const [entry, { loads, stuck }] of Object.entries(result.byEntry))
    log(`${entry}: ${stuck} of ${loads} stuck`);
  log(
    `${result.loads} cold loads at ${cpuRate}x CPU throttling in ${Math.round((Date.now() - started) / 1000)} s: ` +
      `${result.stuck.length} stuck (${((100 * result.stuck.length) / result.loads).toFixed(1)} %)`,
  );
  process.exitCode = result.stuck.length > 0 ? 1 : 0;
} finally {
  await server.stop();
  rmSync(builds, { recursive: true, force: true });
}
