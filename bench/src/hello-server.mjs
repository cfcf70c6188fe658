// The baseline: a bare Fastify hello-world, the same Fastify the API uses, in its own process like the API.
// Prints its port on stdout.
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const { default: Fastify } = await import(requireFromApi.resolve('fastify'));

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : '');
