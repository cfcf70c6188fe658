import { contract, ErrorBody, type Endpoint, type EndpointName } from '@concierge/api-client';
import { z } from 'zod';

// The OpenAPI 3.1 document of the API, made from the contract's zod schemas with zod's own JSON Schema
// export (OpenAPI 3.1 schemas are JSON Schema 2020-12, zod's default target): the document cannot drift
// from what the server validates. Requests are described as they go in, answers as they come out.

type JsonSchema = Record<string, unknown>;

/** Answer headers an endpoint sets that its caller reads. */
const RESPONSE_HEADERS: Partial<Record<EndpointName, Record<string, string>>> = {
  signIn: { authorization: 'The session token: send it back in `authorization` on every call.' },
  signUp: { authorization: 'The session token of the new account.' },
  verifyMfa: { 'mfa-token': 'The MFA token: send it back in `mfa-token` on every call.' },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `query` or `params` object schema → one OpenAPI parameter per property. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
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

function operation(name: EndpointName, endpoint: Endpoint) {
  const headers = RESPONSE_HEADERS[name];
  return {
    operationId: name,
    tags: [endpoint.path.split('/')[3] ?? 'api'],
    ...(endpoint.access !== 'public' && {
      // The session token always; the MFA token too once the account uses MFA.
      security: [{ session: [] }, { session: [], mfaToken: [] }],
    }),
    ...(endpoint.access === 'concierge' && { description: 'Concierge accounts only.' }),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body && {
      requestBody: { required: true, content: json(jsonSchema(endpoint.body, 'input')) },
    }),
    responses: {
      '200': {
        description: 'Success',
        content: json(jsonSchema(endpoint.response, 'output')),
        ...(headers && {
          headers: Object.fromEntries(
            Object.entries(headers).map(([header, description]) => [
              header,
              { description, schema: { type: 'string' } },
            ]),
          ),
        }),
      },
      default: { description: 'An error', content: json({ $ref: '#/components/schemas/ErrorBody' }) },
    },
  };
}

/** `/api/v1/requests/:id` → `/api/v1/requests/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(contract) as [EndpointName, Endpoint][]) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  const probe = (description: string) => ({
    tags: ['operations'],
    responses: {
      '200': { description, content: json({ type: 'object' }) },
      '503': {
        description: 'Not ready: `failing` names the parts that do not answer',
        content: json({ type: 'object' }),
      },
    },
  });
  paths['/api/v1/health'] = { get: { operationId: 'health', ...probe('The process is alive') } };
  paths['/api/v1/ready'] = {
    get: { operationId: 'ready', ...probe('The database, Redis and upload storage answer') },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Concierge API',
      version: '1',
      description:
        'The API behind the Concierge web app and console. `@concierge/api-client` is its typed client; this document is generated from the same zod schemas.',
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(ErrorBody, 'output') },
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
    },
  };
}

let document: ReturnType<typeof buildDocument> | undefined;

/** The document (built on first use, then kept: the contract does not change while the server runs). */
export function openApiDocument() {
  return (document ??= buildDocument());
}
