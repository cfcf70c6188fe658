import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { openApiDocument } from './openapi.js';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/api/docs';

const swaggerUiDist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Swagger UI's own index.html starts it from an inline-free script too, but points it at the petstore and
// adds the "explore" bar; this page loads the same bundle with our document. No inline script or style,
// so the site's CSP (script-src and style-src 'self') holds here unchanged.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Concierge API reference</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/** `/api/v1/openapi.json` (the document) and `/api/docs` (Swagger UI reading it). */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, async () => openApiDocument());
  app.get(DOCS_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get(`${DOCS_PATH}/start.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START),
  );
  await app.register(fastifyStatic, {
    root: swaggerUiDist,
    prefix: `${DOCS_PATH}/`,
    decorateReply: false,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => ['/swagger-ui.css', '/swagger-ui-bundle.js'].includes(pathName),
  });
}
