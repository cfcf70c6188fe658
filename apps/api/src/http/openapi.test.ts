import { Validator } from '@seriousme/openapi-schema-validator';
import { contract } from '@concierge/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { DOCS_PATH, OPENAPI_PATH } from './api-docs.js';
import { openApiPath } from './openapi.js';

const server = await startTestServer();
const { app } = server;
afterAll(() => server.close());

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; security?: unknown[]; parameters: { name: string; in: string }[] }>
  >;
}
const fetchDocument = async () => {
  const res = await app.inject({ url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  return res.json<Document>();
};

describe(onDb('OpenAPI document'), () => {
  it('describes every contract route, with its parameters and who may call it', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    for (const [name, endpoint] of Object.entries(contract)) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(name);
      // Public operations say so with an empty list (no credentials), the others name the session.
      expect(operation?.security?.length, name).toBe(endpoint.access === 'public' ? 0 : 2);
      if (endpoint.path.includes(':id'))
        expect(operation?.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    // The contract's routes, the two file downloads (a stored file, a copy of data) and the two probes.
    expect(operations).toHaveLength(Object.keys(contract).length + 4);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate((await fetchDocument()) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('serves the reference page under the site’s CSP, with no inline script, and only Swagger UI’s two files', async () => {
    const page = await app.inject({ url: DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const home = await app.inject({ url: '/api/v1/health' });
    expect(page.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|<style|style=/);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'start.js']) {
      expect((await app.inject({ url: `${DOCS_PATH}/${file}` })).statusCode, file).toBe(200);
    }
    expect((await app.inject({ url: `${DOCS_PATH}/package.json` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${DOCS_PATH}/index.html` })).statusCode).toBe(404);
  });
});

describe(onDb('API docs switched off (production without SERVE_API_DOCS=true)'), () => {
  it('answers 404 for the API docs and the OpenAPI document when they are off', async () => {
    const off = await startTestServer({
      database: server.database,
      config: { serveApiDocs: false, seed: false },
    });
    try {
      for (const url of [
        OPENAPI_PATH,
        DOCS_PATH,
        `${DOCS_PATH}/start.js`,
        `${DOCS_PATH}/swagger-ui-bundle.js`,
      ]) {
        const res = await off.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('openapi');
      }
      // The API itself is unaffected.
      expect((await off.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
