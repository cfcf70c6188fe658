// `pnpm --filter bench bench:service-levels`: the service-level figures alone (a few minutes: the 100 000
// requests are made first), written into bench/results/latest.md's service-level section, latest.json's
// `serviceLevels` and results/service-level-plans.md; the other sections stay as they are.
import path from 'node:path';
import { benchEnvironment, benchLog } from './environment.mjs';
import { benchServiceLevelsAlone } from './service-level-bench.mjs';
import { serviceLevelChecks, writeServiceLevelSection } from './service-level-report.mjs';
import { checkLine } from './targets.mjs';

const environment = benchEnvironment();
const results = await benchServiceLevelsAlone(benchLog);
writeServiceLevelSection(results, environment, path.join(import.meta.dirname, '..', 'results'));
for (const check of serviceLevelChecks(results)) benchLog(checkLine(check));
benchLog('Wrote the service-level section of bench/results/latest.md and latest.json');
