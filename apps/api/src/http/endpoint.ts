import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  contract,
  ETAG_HEADER,
  IF_NONE_MATCH_HEADER,
  MFA_REQUIRED_ERROR,
  type Contract,
  type EndpointName,
} from '@concierge/api-client';
import type { RateLimitRule } from '../config.js';
import type { SessionRow, UserRow } from '../accounts/tables.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import { HTTP_MESSAGES, HttpError, validationError } from './errors.js';
import { isStaff } from '../staff/roles.js';
import { responseJsonSchema } from './response-schema.js';

/** Who is calling: the session behind the `Authorization` token and its user. */
export interface Caller {
  user: UserRow;
  session: SessionRow;
  /** The account uses MFA and this request carries no `mfa-token` verified in this session. */
  mfaPending: boolean;
}

/** Resolves the caller of a request from its headers; null when there is no valid session. */
export type Authenticate = (request: FastifyRequest) => Promise<Caller | null>;

type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> =
  Contract[N] extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a handler receives: validated input (the contract's output types) and the caller. */
export interface EndpointInput<N extends EndpointName> {
  params: Part<N, 'params'>;
  query: Part<N, 'query'>;
  body: Part<N, 'body'>;
  /** Null on public endpoints; always set on `user` and `concierge` ones. */
  caller: Contract[N]['access'] extends 'public' ? null : Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the contract's response (its input type: fields with defaults may be left out). */
export type EndpointHandler<N extends EndpointName> = (
  input: EndpointInput<N>,
) => Promise<z.input<Contract[N]['response']>>;

export interface EndpointOptions<N extends EndpointName> {
  /** Answer while the MFA step is pending (sign-out and the MFA routes themselves). */
  allowPendingMfa?: boolean;
  /** Repeat each error's message in `status` (spec §8: the reset-password form reads it there). */
  repeatErrorInStatus?: boolean;
  /**
   * Rate-limit this endpoint per client IP, and per account when `account` returns a key (SECURITY.md:
   * sign-in, password, unlock and MFA routes). `account` runs after validation and authentication.
   */
  rateLimit?: { account?: (input: EndpointInput<N>) => string | null };
}

/** Registers the handler of one contract endpoint. */
export type RegisterEndpoint = <N extends EndpointName>(
  name: N,
  options: EndpointOptions<N>,
  handler: EndpointHandler<N>,
) => void;

export interface EndpointDeps {
  authenticate: Authenticate;
  limiter: RateLimiter;
  rateLimits: { perIp: RateLimitRule; perAccount: RateLimitRule };
  /** Check each answer against the contract (outside production): a mismatch is a 500, never sent. */
  checkResponses: boolean;
}

/** A weak validator of an answer body: equal bodies, equal tags, on every instance. */
export const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url')}"`;

/**
 * Sends a GET answer with its ETag, or a bodiless 304 when the caller already holds it (issue 10: a tab
 * polling an unchanged request costs one small answer). The tag is computed from the body read from the
 * shared database, so it does not matter which instance answered the previous poll. The body is the
 * route's compiled serializer's (the contract's fields only), the same bytes a non-GET answer gets.
 */
function sendConditional(request: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply {
  // The compiled serializer answers a string (fast-json-stringify); Fastify types it wider.
  const body = reply.serialize(answer) as string;
  const etag = etagOf(body);
  reply.header(ETAG_HEADER, etag);
  const held = request.headers[IF_NONE_MATCH_HEADER]?.split(',').map((tag) => tag.trim()) ?? [];
  if (held.includes(etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

function parsePart(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

/**
 * Makes the one way routes are added: method and path from the contract, then in order the per-IP rate
 * limit, access (401 without a session, 403 for non-concierges on concierge routes, 401 'MFA
 * authentication required' while the MFA step is pending), validation of params/query/body, the
 * per-account rate limit, the handler, and (outside production) a check of the answer against the contract.
 * @example
 * const endpoint = createEndpointRegistrar(app, deps);
 * endpoint('getCurrentUser', {}, async ({ caller }) => ({ user: toCurrentUser(caller.user) }));
 */
export function createEndpointRegistrar(app: FastifyInstance, deps: EndpointDeps): RegisterEndpoint {
  return (name, options, handler) => {
    const endpoint = contract[name];
    const spec = endpoint as { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // Serialization only: input is validated by the contract's zod schemas below, in its error format.
      schema: { response: { '2xx': responseJsonSchema(endpoint.response) } },
      handler: async (request, reply) => {
        try {
          const answer = await handle(request, reply);
          return endpoint.method === 'GET' ? sendConditional(request, reply, answer) : answer;
        } catch (error) {
          if (options.repeatErrorInStatus && error instanceof HttpError)
            error.details.status ??= error.message;
          throw error;
        }
      },
    });

    async function handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
      if (options.rateLimit) await deps.limiter.hit(`${name}:ip:${request.ip}`, deps.rateLimits.perIp);

      let caller: Caller | null = null;
      if (endpoint.access !== 'public') {
        // Access before validation: a caller without the right to call learns nothing of the schema.
        caller = await deps.authenticate(request);
        if (!caller) throw new HttpError(401, HTTP_MESSAGES.unauthenticated, { code: 'unauthenticated' });
        if (endpoint.access === 'concierge' && !isStaff(caller.user.role)) {
          throw new HttpError(403, HTTP_MESSAGES.forbidden, { code: 'forbidden' });
        }
        if (caller.mfaPending && !options.allowPendingMfa) {
          throw new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
        }
      }
      const input = {
        params: parsePart(spec.params, request.params, 'params'),
        query: parsePart(spec.query, request.query, 'query'),
        body: parsePart(spec.body, request.body, 'body'),
        caller,
        request,
        reply,
      };

      const typed = input as unknown as Parameters<typeof handler>[0];
      const accountKey = options.rateLimit?.account?.(typed);
      if (accountKey) await deps.limiter.hit(`${name}:account:${accountKey}`, deps.rateLimits.perAccount);

      const answer = await handler(typed);
      if (deps.checkResponses) {
        const checked = endpoint.response.safeParse(answer);
        if (!checked.success) {
          throw new Error(`The answer of ${name} does not match the contract: ${checked.error.message}`);
        }
      }
      return answer;
    }
  };
}
