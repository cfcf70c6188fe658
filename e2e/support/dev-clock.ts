// The servers' clocks, moved forward together (DEV_CLOCK, docs/service-levels.md#testing): every instance of
// the run reads the same time, as the instances of a deployment do.

/** Moves the clock of each server forward by `ms`; answers each server's time now. */
export async function advanceServerClocks(origins: readonly string[], ms: number): Promise<string[]> {
  return Promise.all(
    [...new Set(origins)].map(async (origin) => {
      const res = await fetch(`${origin}/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_ms: ms }),
      });
      if (!res.ok) throw new Error(`moving the clock of ${origin} failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { now: string }).now;
    }),
  );
}
