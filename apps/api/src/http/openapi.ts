import {
  ACCEPT_LANGUAGE_HEADER,
  contract,
  DEVICE_TOKEN_HEADER,
  ETAG_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IF_NONE_MATCH_HEADER,
  LOCALES,
  type Endpoint,
  type EndpointName,
} from '@concierge/api-client';
import * as schemaModule from '@concierge/api-client/schemas';
import { z } from 'zod';
import { REQUEST_ACTIONS, type ActionRule } from '../requests/lifecycle.js';
import { webhookOperations } from '../webhooks/openapi-webhooks.js';
import {
  ERROR_CODES,
  OPERATIONS,
  TAGS,
  type OperationFacts,
  type OperationName,
  type TokenHeader,
} from './openapi-answers.js';

// The OpenAPI 3.1 document of the API, made from the contract's zod schemas with zod's own JSON Schema
// export (OpenAPI 3.1 schemas are JSON Schema 2020-12, zod's default target): the document cannot drift
// from what the server validates. Requests are described as they go in, answers as they come out. Each
// operation's error answers are derived from its route the way the registrar (endpoint.ts) treats it, plus
// the few facts of openapi-answers.ts; docs/api.md#the-openapi-document says what a client can rely on.

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const SCHEMAS = '#/components/schemas/';
const ref = (section: string, name: string) => ({ $ref: `#/components/${section}/${name}` });

/** The contract's named zod schemas (its exports), so that components keep the names the code uses. */
const NAMED = new Map<z.ZodType, string>(
  Object.entries(schemaModule as Record<string, unknown>)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType && /^[A-Z]/.test(entry[0]))
    .map(([name, schema]) => [schema, name]),
);

/** Drops the dialect and id zod writes at the top of a standalone schema. */
function bare(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * Every named schema in one direction, their references to each other kept as `<io>:<Name>` placeholders;
 * `finish` turns them into component references once it is known which names differ by direction.
 */
function namedSchemas(io: Io): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of NAMED) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => `${io}:${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, bare(schema)]));
}

/** A schema as a request (input) or an answer (output): a placeholder for a named one, else inline. */
function schemaOf(schema: z.ZodType, io: Io): JsonSchema {
  const name = NAMED.get(schema);
  if (name) return { $ref: `${io}:${name}` };
  return bare(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema);
}

/** `query` or `params` object schema → one OpenAPI parameter per property. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const object = bare(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** The error statuses, each a shared component answer with the one error body. */
const ERROR_ANSWERS = {
  400: ['BadRequest', 'The input failed validation (`validation`, with `issues`) or could not be read'],
  401: ['Unauthorized', 'Not signed in, the MFA step pending (`mfa-required`), or the credentials refused'],
  403: ['Forbidden', 'Not allowed: the console for staff only, admins only, or fresh proof needed first'],
  404: ['NotFound', 'No such record, or not the caller’s (the same answer either way)'],
  409: ['Conflict', 'The record’s state does not allow it, or the same Idempotency-Key is still running'],
  413: ['PayloadTooLarge', 'The body, or the file it announces, is too large'],
  415: ['UnsupportedMediaType', 'The body is not JSON, or the file type is not allowed'],
  422: ['UnprocessableContent', 'Well-formed, but refused by a rule of the domain'],
  410: ['Gone', 'It existed but is no longer available (a copy of data past its 7 days)'],
  429: ['TooManyRequests', 'Rate-limited: try again after `Retry-After` seconds'],
  500: ['InternalServerError', 'Something failed on the server; nothing of it is in the body'],
  503: ['ServiceUnavailable', 'Overloaded or the database is away: try again after `Retry-After` seconds'],
} as const;
type ErrorStatus = keyof typeof ERROR_ANSWERS;

/**
 * The statuses the request lifecycle refuses an action with, per endpoint that takes it: read from its own
 * table (requests/lifecycle.ts, docs/requests.md#request-transitions), never retyped.
 */
const LIFECYCLE_REFUSALS = new Map<string, ErrorStatus[]>();
for (const rule of Object.values(REQUEST_ACTIONS) as ActionRule[]) {
  for (const outcome of [rule.whenThere, rule.otherwise]) {
    const status = outcome?.refuse?.('open', 'open').statusCode;
    if (status && status in ERROR_ANSWERS)
      LIFECYCLE_REFUSALS.set(rule.via, [...(LIFECYCLE_REFUSALS.get(rule.via) ?? []), status as ErrorStatus]);
  }
}

/** Statuses whose answer carries `Retry-After`. */
const RETRY_AFTER_STATUSES: readonly ErrorStatus[] = [409, 429, 503];

/**
 * The error statuses of one operation, as the registrar and the error handler answer them: 400 for any
 * validated input (params, query, body; a bad `Idempotency-Key` too), 401 for signed-in routes, 403 for the
 * console's (non-staff, or staff without a second factor), 404 for a path with an id, 413/415 for a JSON
 * body (its size limit and its type), 409/422 for an idempotent one, 429 for a rate-limited one, the
 * lifecycle's refusals for a request action; then what the domain throws. 500 and 503 can answer anything.
 */
export function errorStatuses(
  name: OperationName,
  endpoint: Endpoint | undefined,
  facts: OperationFacts,
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([...(facts.throws ?? []), ...(LIFECYCLE_REFUSALS.get(name) ?? [])]);
  if (endpoint) {
    if (endpoint.params || endpoint.query || endpoint.body || facts.idempotent) statuses.add(400);
    if (endpoint.access !== 'public') statuses.add(401);
    if (endpoint.access === 'concierge') statuses.add(403);
    if (endpoint.path.includes('/:')) statuses.add(404);
    if (endpoint.body) statuses.add(413).add(415);
  } else {
    // The file downloads: signed in, and a path with ids.
    statuses.add(401).add(404);
  }
  if (facts.idempotent) statuses.add(409).add(422);
  if (facts.rateLimited) statuses.add(429);
  statuses.add(500).add(503);
  return [...statuses].sort((a, b) => a - b);
}

const TOKEN_HEADERS: Record<TokenHeader, string> = {
  authorization: 'Authorization',
  'mfa-token': 'MfaToken',
  'device-token': 'DeviceToken',
};

const headerRefs = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, ref('headers', name)]));

function operation(name: EndpointName, endpoint: Endpoint) {
  const facts = OPERATIONS[name];
  const isGet = endpoint.method === 'GET';
  const answerHeaders: Record<string, unknown> = {
    ...Object.fromEntries((facts.sets ?? []).map((token) => [token, ref('headers', TOKEN_HEADERS[token])])),
    ...(isGet && { [ETAG_HEADER]: ref('headers', 'ETag') }),
    ...(facts.idempotent && { 'idempotent-replayed': ref('headers', 'IdempotentReplayed') }),
  };
  const conditional = isGet && {
    '304': ref('responses', 'NotModified'),
  };
  return {
    operationId: name,
    summary: facts.summary,
    tags: [facts.tag],
    ...(endpoint.access === 'public'
      ? { security: [] }
      : // The session token always; the MFA token too once the account uses MFA.
        { security: [{ session: [] }, { session: [], mfaToken: [] }] }),
    ...(endpoint.access === 'concierge' && { description: 'Concierge accounts only.' }),
    parameters: [
      ...parameters(endpoint.params, 'path'),
      ...parameters(endpoint.query, 'query'),
      ref('parameters', 'AcceptLanguage'),
      ...(isGet ? [ref('parameters', 'IfNoneMatch')] : []),
      ...(facts.idempotent ? [ref('parameters', 'IdempotencyKey')] : []),
      ...(facts.readsDeviceToken ? [ref('parameters', 'DeviceToken')] : []),
    ],
    ...(endpoint.body && {
      requestBody: { required: true, content: json(schemaOf(endpoint.body, 'input')) },
    }),
    responses: {
      '200': {
        description: 'Success',
        ...(Object.keys(answerHeaders).length > 0 && { headers: answerHeaders }),
        content: json(schemaOf(endpoint.response, 'output')),
      },
      ...conditional,
      ...errorResponses(errorStatuses(name, endpoint, facts)),
    },
  };
}

const errorResponses = (statuses: ErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [String(status), ref('responses', ERROR_ANSWERS[status][0])]));

/** A plain route that answers a file (not a contract endpoint): what its operation says. */
interface FileRoute {
  name: Exclude<OperationName, EndpointName>;
  description: string;
  ids: Array<[name: string, description: string]>;
  file: { description: string; disposition: string; type: string };
}

const FILE_ROUTES: Record<string, FileRoute> = {
  // uploads/routes.ts
  '/api/v1/uploads/{userId}/{uploadId}/download': {
    name: 'downloadAttachment',
    description:
      'The file as it was uploaded, always as an attachment. Its owner and concierges may read it; staff only with a second factor. The address is an attachment’s `url`.',
    ids: [
      ['userId', 'The id of the account that uploaded it'],
      ['uploadId', 'The upload’s id'],
    ],
    file: {
      description: 'The file, with the type it was stored with',
      disposition: '`attachment`, with the original file name',
      type: 'application/octet-stream',
    },
  },
  // data-export/routes.ts
  '/api/v1/users/data_exports/{id}/download': {
    name: 'downloadDataExport',
    description:
      'A ready copy of data as a ZIP (docs/personal-data.md#export), for the one who asked for it only, for 7 days: 409 while it is prepared, 410 once expired or given up. The address is a copy’s `download_url`.',
    ids: [['id', 'The copy’s id']],
    file: {
      description: 'The ZIP: data.json, index.html and the files',
      disposition: '`attachment`, `concierge-data-{date}.zip`',
      type: 'application/zip',
    },
  },
};

/** The operation of a file route. */
function fileOperation(route: FileRoute) {
  const facts = OPERATIONS[route.name];
  return {
    operationId: route.name,
    summary: facts.summary,
    description: route.description,
    tags: [facts.tag],
    security: [{ session: [] }, { session: [], mfaToken: [] }],
    parameters: [
      ...route.ids.map(([name, description]) => ({
        name,
        in: 'path',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      ref('parameters', 'AcceptLanguage'),
    ],
    responses: {
      '200': {
        description: route.file.description,
        headers: {
          'content-disposition': { description: route.file.disposition, schema: { type: 'string' } },
        },
        content: { [route.file.type]: { schema: { type: 'string', contentMediaType: route.file.type } } },
      },
      ...errorResponses(errorStatuses(route.name, undefined, facts)),
    },
  };
}

/** `/api/v1/requests/:id` → `/api/v1/requests/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

function components() {
  const errorBody = (description: string, headers: string[]) => ({
    description,
    headers: headerRefs(['Content-Language', ...headers]),
    content: json({ $ref: `${SCHEMAS}ErrorBody` }),
  });
  const string = (description: string) => ({ description, schema: { type: 'string' } });
  return {
    parameters: {
      AcceptLanguage: {
        name: ACCEPT_LANGUAGE_HEADER,
        in: 'header',
        required: false,
        description: `The reader's languages: texts and errors are answered in the first of ${LOCALES.join(', ')} it names (a signed-in account's own language outranks it).`,
        schema: { type: 'string' },
      },
      IfNoneMatch: {
        name: IF_NONE_MATCH_HEADER,
        in: 'header',
        required: false,
        description: 'ETags of answers held: a match is a bodiless 304.',
        schema: { type: 'string' },
      },
      IdempotencyKey: {
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: false,
        description:
          'Makes a retry safe: the same key with the same request replays the first answer, for 24 hours.',
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
      },
      DeviceToken: {
        name: DEVICE_TOKEN_HEADER,
        in: 'header',
        required: false,
        description: 'The device token an MFA verify answered: a device that holds one gets through a lock.',
        schema: { type: 'string' },
      },
    },
    headers: {
      ETag: string('Weak validator of the answer: send it back in `If-None-Match`.'),
      'Retry-After': {
        description: 'Seconds to wait before trying again.',
        schema: { type: 'integer', minimum: 0 },
      },
      'Content-Language': string('The language the error texts are in.'),
      IdempotentReplayed: string(
        '`true` when the answer is the replay of an earlier request with the same key.',
      ),
      Authorization: string('The session token: send it back as `Authorization: Bearer <token>`.'),
      MfaToken: string('The MFA token: send it back in `mfa-token` on every call.'),
      DeviceToken: string(
        'A signed, expiring device token: send it back in `device-token` on sign-in and verify.',
      ),
    },
    responses: {
      NotModified: {
        description: 'Not modified: the caller holds this answer (`If-None-Match`)',
        headers: headerRefs(['ETag']),
      },
      ...Object.fromEntries(
        Object.entries(ERROR_ANSWERS).map(([status, [name, description]]) => [
          name,
          errorBody(
            description,
            RETRY_AFTER_STATUSES.includes(Number(status) as ErrorStatus) ? ['Retry-After'] : [],
          ),
        ]),
      ),
    },
    securitySchemes: {
      session: {
        type: 'http',
        scheme: 'bearer',
        description: 'The token from the `authorization` answer header of sign-in or sign-up.',
      },
      mfaToken: {
        type: 'apiKey',
        in: 'header',
        name: 'mfa-token',
        description: 'The token from MFA verify.',
      },
    },
  };
}

/** Rewrites every `<io>:<Name>` placeholder in `value` with `target`. */
function resolvePlaceholders(value: unknown, target: (io: Io, name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => resolvePlaceholders(item, target));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === '$ref' && typeof item === 'string') {
        const placeholder = /^(input|output):(\w+)$/.exec(item);
        if (placeholder) return [key, SCHEMAS + target(placeholder[1] as Io, placeholder[2]!)];
      }
      return [key, resolvePlaceholders(item, target)];
    }),
  );
}

/** The names a value refers to through placeholders, in one direction. */
function placeholdersIn(value: unknown, found: Set<string>, io: Io): Set<string> {
  const text = JSON.stringify(value);
  for (const match of text.matchAll(/"\$ref":"(input|output):(\w+)"/g))
    if (match[1] === io) found.add(match[2]!);
  return found;
}

/** The named schemas the operations reach in one direction, with those they refer to in turn. */
function reached(roots: unknown, all: Record<string, JsonSchema>, io: Io): Set<string> {
  const found = placeholdersIn(roots, new Set(), io);
  for (const name of found) placeholdersIn(all[name], found, io);
  return found;
}

/**
 * The components of the named schemas the document uses: one per name, or, when a schema reads differently
 * as a request than as an answer (defaults, transforms), `<Name>` for the answer and `<Name>Input` for the
 * request.
 */
function finish(paths: Record<string, unknown>) {
  const input = namedSchemas('input');
  const output = namedSchemas('output');
  const usedIn = reached(paths, input, 'input');
  const usedOut = reached(paths, output, 'output');
  usedOut.add('ErrorBody');
  const split = new Set(
    [...usedIn].filter(
      (name) => usedOut.has(name) && JSON.stringify(input[name]) !== JSON.stringify(output[name]),
    ),
  );
  const names = new Set(NAMED.values());
  for (const name of split)
    if (names.has(`${name}Input`)) throw new Error(`${name}Input is a schema's own name: rename one`);
  const target = (io: Io, name: string) => (io === 'input' && split.has(name) ? `${name}Input` : name);
  const schemas: Record<string, unknown> = {};
  for (const name of [...usedOut].sort()) schemas[name] = resolvePlaceholders(output[name], target);
  for (const name of [...usedIn].sort())
    schemas[target('input', name)] ??= resolvePlaceholders(input[name], target);
  // The body's `code` is a plain string in the contract (a client must take codes it does not know yet);
  // the document names the codes this server sends.
  const errorBody = schemas.ErrorBody as { properties: Record<string, JsonSchema> };
  errorBody.properties.code = {
    ...errorBody.properties.code,
    description: 'Machine-readable reason; docs/api.md#error-catalogue.',
    enum: [...ERROR_CODES],
  };
  return { paths: resolvePlaceholders(paths, target) as Record<string, unknown>, schemas };
}

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(contract) as [EndpointName, Endpoint][]) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  for (const [path, route] of Object.entries(FILE_ROUTES)) paths[path] = { get: fileOperation(route) };
  // The probes (http/health.ts) are never shed under load: health answers 200 only, ready 200 or 503.
  const probe = (operationId: string, summary: string, description: string, notReady?: string) => ({
    get: {
      operationId,
      summary,
      tags: ['operations'],
      security: [],
      responses: {
        '200': { description, content: json({ type: 'object' }) },
        ...(notReady && { '503': { description: notReady, content: json({ type: 'object' }) } }),
      },
    },
  });
  paths['/api/v1/health'] = probe('health', 'Liveness probe', 'The process is alive');
  paths['/api/v1/ready'] = probe(
    'ready',
    'Readiness probe',
    'The database, Redis and upload storage answer',
    'Not ready: `failing` names the parts that do not answer, or the instance is draining',
  );
  const finished = finish(paths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Concierge API',
      version: '1',
      description:
        'The API behind the Concierge web app and console. `@concierge/api-client` is its typed client; this document is generated from the same zod schemas.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // The document is served by the API it describes: the same origin.
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths: finished.paths,
    webhooks: webhookOperations(),
    components: { schemas: finished.schemas, ...components() },
  };
}

let document: ReturnType<typeof buildDocument> | undefined;

/** The document (built on first use, then kept: the contract does not change while the server runs). */
export function openApiDocument() {
  return (document ??= buildDocument());
}
