import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { OPENAPI_PATH } from './api-docs.js';

// What an outside team does with the document: generate types with openapi-typescript, type-check a client
// written against them, and call the API through openapi-fetch. The client below is type-checked with tsc
// (strict), then the same file, its types erased, runs against a listening test server.

const CLIENT = `
import type createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

type ErrorBody = components['schemas']['ErrorBody'];

export async function run(create: typeof createClient, baseUrl: string, email: string, password: string) {
  const api = create<paths>({ baseUrl });
  const signUp = await api.POST('/api/v1/users/sign_up', {
    body: { user: { email, password, name: 'Ada', last_name: 'Lovelace', terms_of_service: 1 } },
  });
  if (!signUp.data) throw new Error('sign-up failed: ' + signUp.response.status);
  const expiresAt: string = signUp.data.expires_at;

  const signIn = await api.POST('/api/v1/users/sign_in', {
    body: { user: { email, password } },
    params: { header: { 'accept-language': 'en' } },
  });
  const token = signIn.response.headers.get('authorization');
  if (!signIn.data || !token) throw new Error('sign-in failed: ' + signIn.response.status);
  const mfaRequired: boolean = signIn.data.mfa_required;
  const headers = { authorization: 'Bearer ' + token };

  const current = await api.GET('/api/v1/users/current', { headers });
  if (!current.data) throw new Error('current user failed: ' + current.response.status);
  const user: components['schemas']['CurrentUser'] = current.data.user;

  const open = await api.GET('/api/v1/requests/open', { headers, params: { query: { limit: 10 } } });
  if (!open.data) throw new Error('open requests failed: ' + open.response.status);
  const nextCursor: string | null = open.data.next_cursor;

  const missing = await api.GET('/api/v1/requests/{id}', { headers, params: { path: { id: 2147483647 } } });
  const error: ErrorBody | undefined = missing.error;
  const code: ErrorBody['code'] = error?.code;

  // @ts-expect-error a path the document does not have
  void api.GET('/api/v1/nowhere');
  // @ts-expect-error a code the server never sends
  const unknownCode: ErrorBody['code'] = 'no-such-code';

  return {
    expiresAt,
    mfaRequired,
    email: user.email,
    requests: open.data.requests.length,
    nextCursor,
    missing: { status: missing.response.status, error, code },
    unknownCode,
  };
}
`;

const require = createRequire(import.meta.url);
/** openapi-fetch's own folder, for the temporary client's `import type` of it. */
const OPENAPI_FETCH = path.dirname(require.resolve('openapi-fetch/package.json'));

const server = await startTestServer();
afterAll(() => server.close());

/** tsc's diagnostics of `file`, strict, as text. */
function typeErrors(file: string): string[] {
  const program = ts.createProgram({
    rootNames: [file],
    options: {
      strict: true,
      noEmit: true,
      noUnusedLocals: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      paths: { 'openapi-fetch': [OPENAPI_FETCH] },
    },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe(onDb('OpenAPI document: a generated client'), () => {
  it(
    'generates types with openapi-typescript, type-checks a client against them, and calls the API with openapi-fetch',
    { timeout: 180_000 },
    async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      const baseUrl = `http://127.0.0.1:${port}`;
      const served = await fetch(baseUrl + OPENAPI_PATH);
      expect(served.status).toBe(200);
      const document = (await served.json()) as OpenAPI3;

      const dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
      try {
        // Written as .ts, not .d.ts, so that tsc checks the generated file itself too.
        await writeFile(path.join(dir, 'schema.ts'), astToString(await openapiTS(document)));
        const clientFile = path.join(dir, 'client.ts');
        await writeFile(clientFile, CLIENT);
        expect(typeErrors(clientFile)).toEqual([]);

        // The same client, its types erased: it imports nothing at run time (openapi-fetch is passed in).
        const js = ts.transpileModule(CLIENT, {
          compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
        }).outputText;
        const runnable = path.join(dir, 'client.mjs');
        await writeFile(runnable, js);
        const { run } = (await import(/* @vite-ignore */ pathToFileURL(runnable).href)) as {
          run: (
            create: typeof createClient,
            baseUrl: string,
            email: string,
            password: string,
          ) => Promise<{
            email: string;
            requests: number;
            missing: { status: number; error?: Record<string, unknown>; code?: string };
          }>;
        };
        const email = `openapi-client-${Date.now()}@example.com`;
        const outcome = await run(createClient, baseUrl, email, GOOD_PASSWORD);
        expect(outcome.email).toBe(email);
        expect(outcome.requests).toBe(0);

        // The error answer has the documented status and the documented body.
        expect(outcome.missing.status).toBe(404);
        const getRequest = (
          document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>
        )['/api/v1/requests/{id}']!.get!;
        expect(getRequest.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
        const errorBody = (
          document.components!.schemas as Record<
            string,
            { required: string[]; properties: Record<string, { enum?: string[] }> }
          >
        ).ErrorBody!;
        const body = outcome.missing.error!;
        for (const field of errorBody.required) expect(body).toHaveProperty(field);
        for (const field of Object.keys(body)) expect(Object.keys(errorBody.properties)).toContain(field);
        expect(errorBody.properties.code!.enum).toContain(outcome.missing.code);
        expect(body).toMatchObject({ error: 'Not found', code: 'not-found' });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
