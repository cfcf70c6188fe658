// `pnpm --filter bench bench:live`: the live stream's figures alone (≈ 5 min), written to results/live.md and
// live.json beside the polling figures of the last full run; `pnpm bench` runs the same into latest.md.
// BENCH_LIVE_STREAMS, _MESSAGES, _STAFF_STREAMS, _IDLE_STREAMS and _IDLE_SECONDS shorten a trial run.
// `--report-only` measures nothing: it writes live.md again from the figures in live.json (a report change).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchEnvironment, benchLog } from './environment.mjs';
import { benchLive } from './live-bench.mjs';
import { writeLiveReport } from './live-report.mjs';
import { checkLine } from './targets.mjs';

const outDir = path.join(import.meta.dirname, '..', 'results');
const saved = process.argv.includes('--report-only')
  ? JSON.parse(readFileSync(path.join(outDir, 'live.json'), 'utf8'))
  : null;
const environment = saved?.environment ?? benchEnvironment();
const live = saved?.liveStream ?? (await benchLive(benchLog));
const checks = writeLiveReport(live, { finishedAt: new Date().toISOString(), ...environment }, outDir);
for (const check of checks) benchLog(checkLine(check));
benchLog('Wrote bench/results/live.md and live.json');
