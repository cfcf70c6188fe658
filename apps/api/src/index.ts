import { configFromEnv } from './config.js';
import { createServer } from './server.js';

const config = configFromEnv();
const app = await createServer(config);
await app.listen({ port: config.port, host: config.host });
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`;
console.log(`\nConcierge is running at ${url}\n`);
