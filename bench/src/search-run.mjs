// `pnpm --filter bench bench:search`: the search and queue figures alone (a few minutes), written into
// bench/results/latest.md's search section and latest.json's `search`; the other sections stay as they are.
import path from 'node:path';
import { benchEnvironment, benchLog } from './environment.mjs';
import { benchSearch } from './search-bench.mjs';
import { searchChecks, writeSearchSection } from './search-report.mjs';

const environment = benchEnvironment();
const results = await benchSearch(benchLog);
writeSearchSection(results, environment, path.join(import.meta.dirname, '..', 'results'));
for (const check of searchChecks(results)) benchLog(check);
benchLog('Wrote the search section of bench/results/latest.md and latest.json');
