import { writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { moduleBuild } from '@concierge/config/tsup';
import { routeTableFiles } from './src/definitions/index.js';
import { routeTableSource } from './src/definitions/route-table-source.js';

// First, the zod-free route tables from the definitions (the one place an endpoint is written): the client
// routes calls with these before zod loads. route-tables.test.ts fails when one is stale.
for (const { file, name, domains } of routeTableFiles)
  writeFileSync(`src/${file}`, routeTableSource(name, domains));

// Five entries: the client; the auth client alone (a public page's first load); the spec constants
// alone (no zod, for the uploader and the UI kit); the schemas alone (for an app's forms to load when first
// used); and the msw mocks, kept apart so that apps never bundle msw or the fixtures. One module per source file, so an app's first paint skips the schemas, which
// the client loads with its first call.
export default defineConfig(
  moduleBuild({
    index: 'src/index.ts',
    constants: 'src/constants.ts',
    auth: 'src/auth.ts',
    'schemas/index': 'src/schemas/index.ts',
    'mocks/index': 'src/mocks/index.ts',
  }),
);
