import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { OPENAPI_PATH } from './api-docs.js';

// Redocly's recommended rules on the document the server serves, with the config beside package.json
// (redocly.yaml: which rule is off, and why). Run through its CLI, as a developer would run it.

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REDOCLY = path.join(APP, 'node_modules/.bin/redocly');

const server = await startTestServer();
afterAll(() => server.close());

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
}

describe(onDb('OpenAPI document: Redocly lint'), () => {
  it('has no errors and no warnings under the recommended rules', { timeout: 120_000 }, async () => {
    const res = await server.app.inject({ url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, res.body);
      // Exit code 1 on any error: the report on stdout says which, so read it either way.
      const { stdout } = await promisify(execFile)(
        REDOCLY,
        ['lint', file, '--config', path.join(APP, 'redocly.yaml'), '--format', 'json'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as LintReport;
      const problems = report.problems.map(
        (problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
