import {
  http,
  HttpResponse,
  type HttpHandler,
  type HttpResponseResolver,
  type RequestHandlerOptions,
} from 'msw';
import type { z } from 'zod';
import { contract, type Contract, type Endpoint, type EndpointName } from '../contract.js';
import type { ErrorBody } from '../schemas/common.js';
import { credentials } from './fixtures.js';

const { sessionToken } = credentials;

/** Where the mocks answer: any origin by default (Storybook, jsdom, Node), or only under `baseUrl`. */
export interface MockOptions {
  baseUrl?: string;
}

interface Match {
  name: EndpointName;
  params: Record<string, string>;
}

const names = Object.keys(contract) as EndpointName[];
// Like the server's router, a static path wins over a parameter: `/requests/open` is not request "open".
const byStaticFirst = [...names].sort(
  (a, b) => Number(contract[a].path.includes(':')) - Number(contract[b].path.includes(':')),
);
const patterns = new Map(
  names.map((name) => [name, new RegExp(`^${contract[name].path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`)]),
);

/** The contract endpoint a request is for, as the server would route it, with its path parameters. */
export function matchEndpoint(request: Request, options: MockOptions = {}): Match | null {
  const url = new URL(request.url);
  if (options.baseUrl !== undefined && !request.url.startsWith(options.baseUrl.replace(/\/$/, '') + '/')) {
    return null;
  }
  const prefix = options.baseUrl ? new URL(options.baseUrl).pathname.replace(/\/$/, '') : '';
  const path = url.pathname.slice(prefix.length);
  for (const name of byStaticFirst) {
    if (contract[name].method !== request.method) continue;
    const found = patterns.get(name)?.exec(path);
    if (found) return { name, params: { ...found.groups } };
  }
  return null;
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/** An msw handler for exactly one contract endpoint (paths come from the contract, never retyped). */
export function endpointHandler(
  name: EndpointName,
  resolver: HttpResponseResolver<Record<string, string>>,
  options: MockOptions & RequestHandlerOptions = {},
): HttpHandler {
  const { baseUrl, ...handlerOptions } = options;
  const predicate = ({ request }: { request: Request }) => {
    const match = matchEndpoint(request, baseUrl === undefined ? {} : { baseUrl });
    return match?.name === name ? { matches: true, params: match.params } : false;
  };
  return methods[contract[name].method](predicate, resolver, handlerOptions);
}

type SchemaOf<N extends EndpointName, K extends string> =
  Contract[N] extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** A request as a mock handler sees it: params, query and body already checked against the contract. */
export interface MockRequest<N extends EndpointName> {
  request: Request;
  params: SchemaOf<N, 'params'>;
  query: SchemaOf<N, 'query'>;
  body: SchemaOf<N, 'body'>;
}

/** A JSON answer in the contract's one error shape. */
export function errorResponse(status: number, body: ErrorBody, init: ResponseInit = {}): Response {
  return HttpResponse.json(body, { ...init, status });
}

/** Options of the validating handlers. */
export interface RouteOptions extends MockOptions {
  /** Answer 401 to user and concierge endpoints called without the mock session token (default false). */
  requireAuth?: boolean;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A handler that checks params, query and body against the contract as the server does (422 with
 * `issues` when they do not match), then answers with `resolve`.
 */
export function route<N extends EndpointName>(
  name: N,
  resolve: (input: MockRequest<N>) => Response | Promise<Response>,
  options: RouteOptions = {},
): HttpHandler {
  const endpoint: Endpoint = contract[name];
  return endpointHandler(
    name,
    async ({ request, params }) => {
      const authorization = request.headers.get('authorization');
      if (options.requireAuth && endpoint.access !== 'public' && authorization !== `Bearer ${sessionToken}`) {
        return errorResponse(401, { error: 'You need to sign in before continuing.', code: 'unauthorized' });
      }
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parts = {
        params: endpoint.params?.safeParse(params),
        query: endpoint.query?.safeParse(query),
        body: endpoint.body?.safeParse(await readBody(request)),
      };
      const issues = Object.values(parts).flatMap((part) =>
        part && !part.success
          ? part.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
          : [],
      );
      if (issues.length > 0) {
        return errorResponse(422, { error: 'Validation failed', code: 'validation', issues });
      }
      return resolve({
        request,
        params: parts.params?.data,
        query: parts.query?.data,
        body: parts.body?.data,
      } as MockRequest<N>);
    },
    options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl },
  );
}
