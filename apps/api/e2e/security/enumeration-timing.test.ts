import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import { signUpUser } from '../../src/testing/api-calls.js';
import { onDb } from '../../src/testing/test-database.js';
import { startTestServer, uniqueEmail } from '../../src/testing/test-server.js';

// SECURITY.md [6.3.8]: forgot-password answers the same status and body whether the email has an account
// or not, and its response times are within 10 %. The server holds both paths to the production floor.

const PRODUCTION_FLOOR_MS = defaultConfig().enumerationFloorMs;
const PAIRS = 12;
const TOLERANCE = 0.1;

const server = await startTestServer({ config: { enumerationFloorMs: PRODUCTION_FLOOR_MS } });
afterAll(() => server.close());

async function forgotPassword(email: string) {
  const startedAt = performance.now();
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/users/password',
    payload: { user: { email } },
  });
  return { ms: performance.now() - startedAt, status: res.statusCode, body: res.body };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe(onDb('forgot-password enumeration'), () => {
  it('answers a known and an unknown email alike, with medians within 10 %', async () => {
    const { email } = await signUpUser(server.app);
    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    // Interleaved, so a slow moment of the machine hits both series alike.
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const order = pair % 2 ? [email, uniqueEmail()] : [uniqueEmail(), email];
      for (const address of order) {
        const { ms, status, body } = await forgotPassword(address);
        answers.add(`${status} ${body}`);
        (address === email ? known : unknown).push(ms);
      }
    }
    expect([...answers]).toEqual(['200 {"success":true}']);
    const [knownMedian, unknownMedian] = [median(known), median(unknown)];
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThanOrEqual(
      TOLERANCE * Math.max(knownMedian, unknownMedian),
    );
  });
});
