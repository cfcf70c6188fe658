// `pnpm size` in a published package: prints its .size-limit.json budgets against the built files and exits 1
// on a breach. The same check runs in CI through bench's tests (test/package-budgets.test.ts).
import { checkPackageBudgets } from './package-size.mjs';
import { kB } from './compressed-size.mjs';

const results = checkPackageBudgets(process.argv[2] ?? process.cwd());
for (const result of results) {
  const verdict = result.ok ? 'ok' : 'OVER BUDGET';
  console.log(`${result.name}: ${kB(result.bytes)} ${result.measure} (limit ${kB(result.limit)}) ${verdict}`);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
