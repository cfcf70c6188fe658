// `pnpm --filter bench bench:search`: the search and queue figures, then the service levels on the same
// database (a few minutes), written into bench/results/latest.md's search and service-level sections and
// latest.json's `search` and `serviceLevels`; the other sections stay as they are.
import path from 'node:path';
import { benchEnvironment, benchLog } from './environment.mjs';
import { benchSearchAndServiceLevels } from './service-level-bench.mjs';
import { serviceLevelChecks, writeServiceLevelSection } from './service-level-report.mjs';
import { searchChecks, writeSearchSection } from './search-report.mjs';
import { checkLine } from './targets.mjs';

const environment = benchEnvironment();
const { search, serviceLevels } = await benchSearchAndServiceLevels(benchLog);
const outDir = path.join(import.meta.dirname, '..', 'results');
writeSearchSection(search, environment, outDir);
writeServiceLevelSection(serviceLevels, environment, outDir);
for (const check of searchChecks(search)) benchLog(check);
for (const check of serviceLevelChecks(serviceLevels)) benchLog(checkLine(check));
benchLog('Wrote the search and service-level sections of bench/results/latest.md and latest.json');
