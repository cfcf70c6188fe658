// Shared vitest settings: every run also writes a JSON report that scripts/test-all.mjs sums into the
// one "N passed, N failed" line CI reads.
/** @param {import('vitest/config').ViteUserConfig['test']} [test] */
export function testConfig(test = {}) {
  return {
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    ...test,
  };
}
