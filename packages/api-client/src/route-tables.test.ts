import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract } from './contract.js';
import { routeTableFiles } from './definitions/index.js';
import { routeTableSource } from './definitions/route-table-source.js';
import { routes } from './routes.js';

// The zod-free route tables are written by the build from the definitions (docs/api.md#calls): a committed
// table that no longer matches its definitions is stale, and the build must be run.
describe('route tables', () => {
  it.each(routeTableFiles)('src/$file is the build’s', ({ file, name, domains }) => {
    const committed = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    expect(committed, 'stale: run `pnpm --filter @concierge/api-client build`').toBe(
      routeTableSource(name, domains),
    );
  });

  it('route every endpoint of the contract, and nothing else', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, { method, path, access }] of Object.entries(contract))
      expect(routes[name as keyof typeof routes]).toEqual({ method, path, access });
  });

  it('name each endpoint once across the domains', () => {
    const names = routeTableFiles.flatMap(({ domains }) =>
      Object.values(domains).flatMap((definitions) => Object.keys(definitions)),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});
