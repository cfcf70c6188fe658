// `node src/idle-tabs-run.mjs [--cpu-prof]`: the live-updates section alone (BENCH_TABS, BENCH_IDLE_SECONDS),
// printed as JSON, for trying a change to the polled request page without the whole `pnpm bench`. With
// `--cpu-prof` the API writes a V8 profile to results/profiles/ and its summary is printed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { benchIdleTabs } from './idle-tabs.mjs';
import { profileMarkdown, summarizeProfile } from './profile-summary.mjs';

const profileDir = path.join(import.meta.dirname, '..', 'results', 'profiles');
const profileName = `api-idle-tabs-${new Date().toISOString().slice(0, 16)}.cpuprofile`;
const profiling = process.argv.includes('--cpu-prof');
if (profiling) mkdirSync(profileDir, { recursive: true });
const nodeArgs = profiling
  ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${profileName}`]
  : [];

console.log(JSON.stringify(await benchIdleTabs(console.log, { nodeArgs }), null, 2));
if (profiling)
  console.log(
    profileMarkdown('API profile (idle tabs)', summarizeProfile(path.join(profileDir, profileName))),
  );
