import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract, type Endpoint, type EndpointName } from '@concierge/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { authHeaders, signUpUser } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { OPENAPI_PATH } from './api-docs.js';
import { ERROR_CODES, OPERATIONS, type OperationName } from './openapi-answers.js';
import { errorStatuses, openApiPath } from './openapi.js';

// The document's answers against the server: derived statuses present on every operation, the table of
// openapi-answers.ts held to the domains' source, and real answers of the running server documented.

const server = await startTestServer();
const { app } = server;
afterAll(() => server.close());

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters: ({ $ref: string } | { name: string; in: string })[];
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
}
interface Document {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { ErrorBody: { properties: { code: { enum: string[] } } } } };
}
const document = (await app.inject({ url: OPENAPI_PATH })).json<Document>();
const operationOf = (endpoint: { path: string; method: string }) =>
  document.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
const refs = (operation: Operation) =>
  operation.parameters.flatMap((parameter) => ('$ref' in parameter ? [parameter.$ref] : []));
const entries = Object.entries(contract) as [EndpointName, Endpoint][];

/** The server's own source files (not tests, not test helpers). */
const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = (readdirSync(SOURCE, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'))
  .map((file) => readFileSync(path.join(SOURCE, file), 'utf8'));

describe(onDb('OpenAPI document: every operation’s answers'), () => {
  it('names each operation as the contract does, with a summary and one declared tag', () => {
    const tags = document.tags.map((tag) => tag.name);
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.summary, operation.operationId).toBeTruthy();
        expect(operation.tags, operation.operationId).toHaveLength(1);
        expect(tags).toContain(operation.tags![0]);
      }
    }
    for (const [name, endpoint] of entries) expect(operationOf(endpoint).operationId).toBe(name);
    expect(
      operationOf({ path: '/api/v1/uploads/:userId/:uploadId/download', method: 'GET' }).operationId,
    ).toBe('downloadAttachment' satisfies OperationName);
    expect(operationOf({ path: '/api/v1/users/data_exports/:id/download', method: 'GET' }).operationId).toBe(
      'downloadDataExport' satisfies OperationName,
    );
  });

  it('documents the statuses derived from each route, at least one 4xx, and the headers it takes and sets', () => {
    for (const [name, endpoint] of entries) {
      const operation = operationOf(endpoint);
      const statuses = Object.keys(operation.responses);
      const expected = errorStatuses(name, endpoint, OPERATIONS[name]).map(String);
      expect(statuses, name).toEqual(expect.arrayContaining(['200', ...expected]));
      expect(
        statuses.some((status) => status.startsWith('4')),
        name,
      ).toBe(true);
      expect(statuses.includes('401'), name).toBe(
        endpoint.access !== 'public' || Boolean(OPERATIONS[name].throws?.includes(401)),
      );
      expect(statuses.includes('403'), name).toBe(
        endpoint.access === 'concierge' || Boolean(OPERATIONS[name].throws?.includes(403)),
      );
      const isGet = endpoint.method === 'GET';
      expect(statuses.includes('304'), name).toBe(isGet);
      expect(Boolean(operation.responses['200']!.headers?.etag), name).toBe(isGet);
      expect(refs(operation), name).toContain('#/components/parameters/AcceptLanguage');
      expect(refs(operation).includes('#/components/parameters/IfNoneMatch'), name).toBe(isGet);
      expect(refs(operation).includes('#/components/parameters/IdempotencyKey'), name).toBe(
        Boolean(OPERATIONS[name].idempotent),
      );
      expect(refs(operation).includes('#/components/parameters/DeviceToken'), name).toBe(
        Boolean(OPERATIONS[name].readsDeviceToken),
      );
    }
    const download = operationOf({ path: '/api/v1/uploads/:userId/:uploadId/download', method: 'GET' });
    expect(Object.keys(download.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
  });

  it('marks rate-limited and idempotent operations as the domains register them', () => {
    const registered = new Map<string, string>();
    for (const source of sources) {
      for (const match of source.matchAll(/endpoint\(\s*'(\w+)',\s*(\{[^]*?\}|\w+)\s*,/g))
        registered.set(match[1]!, match[2]!);
    }
    // Nearly every endpoint is registered with its options written in place; the lists are read in a loop.
    expect(registered.size).toBeGreaterThan(entries.length - 5);
    for (const [name, options] of registered) {
      expect(Boolean(OPERATIONS[name as EndpointName]?.rateLimited), `${name} rate limit`).toBe(
        options.includes('rateLimit'),
      );
    }
    const idempotent = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/idempotent\(\s*context,\s*'(\w+)'/g)].map((m) => m[1]),
      ),
    );
    const documented = entries.filter(([name]) => OPERATIONS[name].idempotent).map(([name]) => name);
    expect(new Set(documented)).toEqual(idempotent);
  });

  it('lists in the error body’s `code` enum every code the server’s source writes, and no other', () => {
    const written = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/\bcode: '([a-z]+(?:-[a-z]+)*)'/g)) written.add(match[1]!);
      // Helpers that take the code as an argument: invalid(413, text, 'too-large', path) and the like.
      for (const match of source.matchAll(
        /\b(?:failure|resetFailure|invalid)\([^;]*?'([a-z]+(?:-[a-z]+)+)'/g,
      ))
        written.add(match[1]!);
    }
    written.add('recent-auth-required'); // FRESH_PROOF_REQUIRED_CODE, the contract's constant
    const listed = document.components.schemas.ErrorBody.properties.code.enum;
    expect(new Set(listed)).toEqual(new Set(ERROR_CODES));
    expect([...written].filter((code) => !listed.includes(code))).toEqual([]);
    expect(listed.filter((code) => !written.has(code))).toEqual([]);
  });

  it('documents the answers the running server gives', async () => {
    const { token } = await signUpUser(app);
    const headers = authHeaders(token);
    const answered = async (
      name: OperationName,
      endpoint: { path: string; method: string },
      status: number,
    ) => {
      expect(Object.keys(operationOf(endpoint).responses), name).toContain(String(status));
    };
    // 304 for a GET whose answer the caller holds.
    const first = await app.inject({ url: contract.getCurrentUser.path, headers });
    const again = await app.inject({
      url: contract.getCurrentUser.path,
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await answered('getCurrentUser', contract.getCurrentUser, 304);
    // 401 without a session; 403 for a requester on the console; 404 for an id that is not theirs.
    expect((await app.inject({ url: contract.getCurrentUser.path })).statusCode).toBe(401);
    expect((await app.inject({ url: contract.getQueue.path, headers })).statusCode).toBe(403);
    await answered('getQueue', contract.getQueue, 403);
    const missing = await app.inject({ url: '/api/v1/requests/999999', headers });
    expect(missing.statusCode).toBe(404);
    await answered('getRequest', contract.getRequest, 404);
    // 400 for invalid input, 415 for a body that is not JSON.
    const invalid = await app.inject({ method: 'POST', url: contract.signIn.path, payload: { user: {} } });
    expect(invalid.statusCode).toBe(400);
    const text = await app.inject({
      method: 'POST',
      url: contract.signIn.path,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    await answered('signIn', contract.signIn, 415);
    // 413 and 415 for an upload the rules refuse.
    for (const [upload, status] of [
      [{ filename: 'a.pdf', content_type: 'application/pdf', size: 10 ** 9 }, 413],
      [{ filename: 'a.exe', content_type: 'application/x-msdownload', size: 10 }, 415],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: contract.createUpload.path,
        headers,
        payload: { upload },
      });
      expect(res.statusCode, res.body).toBe(status);
      await answered('createUpload', contract.createUpload, status);
    }
  });
});
