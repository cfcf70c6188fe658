// The text of a zod-free route table (auth-routes.ts, app-routes.ts), read from the definitions:
// the build writes it (tsup.config.ts) and route-tables.test.ts fails when a committed table is stale, so an
// endpoint's method, path and access are written once, in its definition, yet the apps' first load can
// route a call without zod (docs/api.md#calls).
import type { Endpoint } from './endpoint.js';

/** Prettier's print width for this repository (.prettierrc): a route that fits stays on one line. */
const PRINT_WIDTH = 110;

function routeLines(name: string, { method, path, access }: Endpoint): string[] {
  const fields = [`method: '${method}'`, `path: '${path}'`, `access: '${access}'`];
  const oneLine = `  ${name}: { ${fields.join(', ')} },`;
  if (oneLine.length <= PRINT_WIDTH) return [oneLine];
  return [`  ${name}: {`, ...fields.map((field) => `    ${field},`), '  },'];
}

/** One route table module: the routes of `domains` in order, formatted as prettier would leave it. */
export function routeTableSource(
  exportName: string,
  domains: Readonly<Record<string, Record<string, Endpoint>>>,
): string {
  const typeName = `${exportName[0]!.toUpperCase()}${exportName.slice(1, -'Routes'.length)}EndpointName`;
  return [
    '// Written by the build from the definitions/ folder (see definitions/route-table-source.ts): do not edit. The',
    '// routes without their schemas, so that routing a call does not load zod.',
    "import type { Route } from './routes.js';",
    '',
    `export const ${exportName} = {`,
    ...Object.entries(domains).flatMap(([domain, definitions]) => [
      `  // definitions/${domain}.ts`,
      ...Object.entries(definitions).flatMap(([name, endpoint]) => routeLines(name, endpoint)),
    ]),
    '} as const satisfies Record<string, Route>;',
    '',
    `export type ${typeName} = keyof typeof ${exportName};`,
    '',
  ].join('\n');
}
