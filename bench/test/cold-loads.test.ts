// A small sample of the cold-load stress (src/cold-load-stress.mjs; the full run is
// `pnpm --filter bench stress:cold-load`): every entry address of both apps, signed in and out, opened cold
// in a fresh tab at 4 × CPU throttling, twice. A page that never leaves its loading spinner fails the test
// (apps/web/README.md#a-page-that-never-left-loading). Nothing is timed: the 30 s wait only tells "stuck".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../src/api-server.mjs';
import { coldLoadStress } from '../src/cold-load-stress.mjs';

let server: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  server = await startApi();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('cold loads on a slow phone', () => {
  it('show every entry page of both apps, never a spinner that stays', async () => {
    const result = await coldLoadStress({ baseUrl: server.url, rounds: 2, cpuRate: 4, slowNetwork: false });
    expect(result.stuck).toEqual([]);
    // 14 entries: the console's signed-in ones too (a failed console sign-in would leave them out).
    expect(result.loads).toBe(2 * 14);
  }, 900_000);
});
