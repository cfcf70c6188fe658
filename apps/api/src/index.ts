import { existsSync } from 'node:fs';
import path from 'node:path';
import { demoSignInLines } from './accounts/demo.js';
import { configFromEnv } from './config.js';
import { exitOnConfigError } from './config-schema.js';
import { devOutboxNotice } from './outbox/dev-routes.js';
import { closeGracefully } from './http/shutdown.js';
import { createServer } from './server.js';
import { describeScanning } from './scanning/scanning-config.js';

const config = exitOnConfigError(() => configFromEnv());
const app = await createServer(config);
await app.listen({ port: config.port, host: config.host });

closeGracefully(app, config.shutdown);

const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`;
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const lines = [`\nConcierge is running at ${url}`];
if (config.consoleDist && existsSync(path.join(config.consoleDist, 'index.html'))) {
  lines.push(`The concierge's console: ${url}console/`);
}
if (config.storybookDist && existsSync(path.join(config.storybookDist, 'index.html'))) {
  lines.push(`The component kit's Storybook: ${url}storybook/`);
}
lines.push(`Database: ${database}`);
lines.push(describeScanning(config.uploads.scanning, process.env));
if (config.seed) lines.push(...demoSignInLines());
const outboxNotice = devOutboxNotice(config);
if (outboxNotice) lines.push(outboxNotice);
console.log(`${lines.join('\n')}\n`);
