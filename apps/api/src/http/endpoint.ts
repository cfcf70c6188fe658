import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { locales as zodLocales, type z } from 'zod';
import type { Locale } from '@concierge/api-client/constants';
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
import { isTokenCaller, type TokenCaller } from '../api-tokens/caller.js';
import type { ApiTokenAccess } from '../api-tokens/token-access.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import { HTTP_MESSAGES, HttpError, validationError } from './errors.js';
import { rememberAccountLocale, requestLocale } from '../i18n/negotiation.js';
import { isStaff } from '../staff/roles.js';
import { responseJsonSchema } from './response-schema.js';
import { AnswerVersions } from './answer-versions.js';

/** Who is calling: the session behind the `Authorization` token and its user. */
export interface Caller {
  user: UserRow;
  session: SessionRow;
  /** The account uses MFA and this request carries no `mfa-token` verified in this session. */
  mfaPending: boolean;
  /** The account has at least one passkey. */
  hasPasskey: boolean;
  /** The account has a passkey or a confirmed authenticator app: a second factor staff may hold. */
  hasAppFactor: boolean;
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
  /**
   * Null on public endpoints; always set on `user` and `concierge` ones: a session's, or an API token's where
   * the definition names a `tokenScope` (docs/api.md#api-tokens).
   */
  caller: Contract[N]['access'] extends 'public'
    ? null
    : Contract[N] extends { tokenScope: string }
      ? Caller | TokenCaller
      : Caller;
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
  /** Repeat each error's message in `status` (docs/api.md#error-catalogue: the reset-password form reads it there). */
  repeatErrorInStatus?: boolean;
  /**
   * Rate-limit this endpoint per client IP, and per account when `account` returns a key (SECURITY.md:
   * sign-in, password, unlock and MFA routes). `account` runs after validation and authentication.
   */
  rateLimit?: { account?: (input: EndpointInput<N>) => string | null };
  /**
   * A GET that open tabs poll: the caller and the version of everything the answer is made of
   * (see AnswerVersions), read in the one statement of the session lookup; version null when there is no
   * answer to version (the handler then answers its 404); undefined leaves the request to the ordinary
   * authentication. Asked only of a poll that holds a tag, in place of `authenticate`: access, validation and
   * rate limits then run on its caller as on any other request.
   */
  pollVersion?: (
    request: FastifyRequest,
  ) => Promise<{ caller: Caller | null; version: string | null } | undefined>;
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
  /**
   * Refuses a staff caller the console's endpoints while their account holds no second factor (a passkey or
   * an app; a passkey alone under `CONSOLE_REQUIRE_PASSKEY`): returns the error to answer, or null to let
   * the call through (staff/second-factor.ts).
   */
  staffGate?: (caller: Caller) => HttpError | null;
  /** Lets API tokens in on the endpoints their scopes name (api-tokens/token-access.ts); none without it. */
  apiTokens?: ApiTokenAccess;
}

/** A weak validator of an answer body: equal bodies, equal tags, on every instance. */
export const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url')}"`;

/** The tags of `If-None-Match`: the answers the caller holds. */
const heldTags = (request: FastifyRequest): string[] =>
  request.headers[IF_NONE_MATCH_HEADER]?.split(',').map((tag) => tag.trim()) ?? [];

/** A bodiless 304 with the tag the caller already holds. */
const notModified = (reply: FastifyReply, etag: string) => reply.header(ETAG_HEADER, etag).code(304).send();

/**
 * Sends a GET answer with its ETag, or a bodiless 304 when the caller already holds it (a tab
 * polling an unchanged request costs one small answer); answers the tag. The tag is computed from the body
 * read from the shared database, so it does not matter which instance answered the previous poll. The body
 * is the route's compiled serializer's (the contract's fields only), the same bytes a non-GET answer gets.
 */
function sendConditional(reply: FastifyReply, answer: unknown, held: string[]): string {
  // The compiled serializer answers a string (fast-json-stringify); Fastify types it wider.
  const body = reply.serialize(answer) as string;
  const etag = etagOf(body);
  if (held.includes(etag)) notModified(reply, etag);
  else reply.header(ETAG_HEADER, etag).type('application/json; charset=utf-8').send(body);
  return etag;
}

/** What `handle` found: an answer to send (with the version it was built at), or that the caller holds it. */
type Outcome = { answer: unknown; version?: { key: string; value: string } } | { notModifiedTag: string };

/**
 * zod's own texts (a wrong type, a missing field) in the request's language, from zod's locales; the
 * contract's texts are set on its schemas, win over these, and are translated with the answer.
 */
const ZOD_ERRORS: Record<Locale, z.core.$ZodErrorMap | undefined> = {
  en: undefined,
  es: zodLocales.es().localeError,
  fr: zodLocales.fr().localeError,
  ar: zodLocales.ar().localeError,
};

/**
 * Validates one part of the input. The hot path (a valid request, e.g. every poll) parses once, as before;
 * only a refused input is parsed again with zod's texts in the request's language.
 */
function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  where: string,
  locale: () => Locale,
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const localeError = ZOD_ERRORS[locale()];
  const localized = localeError ? schema.safeParse(value ?? {}, { error: localeError }) : result;
  throw validationError(localized.error ?? result.error, where);
}

/**
 * Makes the one way routes are added: method and path from the contract, then in order the per-IP rate
 * limit, access (401 without a session, 403 for non-concierges on concierge routes, 401 'MFA
 * authentication required' while the MFA step is pending; an API token passes only the endpoints its
 * scopes name), validation of params/query/body, a company-limited token's narrowing, the
 * per-account rate limit, the handler, and (outside production) a check of the answer against the contract.
 * @example
 * const endpoint = createEndpointRegistrar(app, deps);
 * endpoint('getCurrentUser', {}, async ({ caller }) => ({ user: toCurrentUser(caller.user) }));
 */
export function createEndpointRegistrar(app: FastifyInstance, deps: EndpointDeps): RegisterEndpoint {
  const versions = new AnswerVersions();
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
          const held = endpoint.method === 'GET' ? heldTags(request) : [];
          const outcome = await handle(request, reply, held);
          if ('notModifiedTag' in outcome) return notModified(reply, outcome.notModifiedTag);
          if (endpoint.method !== 'GET') return outcome.answer;
          const etag = sendConditional(reply, outcome.answer, held);
          if (outcome.version) versions.remember(outcome.version.key, outcome.version.value, etag);
          return reply;
        } catch (error) {
          if (options.repeatErrorInStatus && error instanceof HttpError)
            error.details.status ??= error.message;
          throw error;
        }
      },
    });

    async function handle(request: FastifyRequest, reply: FastifyReply, held: string[]): Promise<Outcome> {
      if (options.rateLimit) await deps.limiter.hit(`${name}:ip:${request.ip}`, deps.rateLimits.perIp);

      let caller: Caller | TokenCaller | null = null;
      let polled: { caller: Caller | null; version: string | null } | undefined;
      const apiToken = deps.apiTokens?.presented(request);
      if (apiToken !== undefined && deps.apiTokens) {
        // An API token is no person: no MFA step, no staff second-factor gate. It passes only an endpoint whose
        // definition names one of its scopes, public ones included (docs/api.md#api-tokens).
        caller = await deps.apiTokens.admit(apiToken, request, name);
        if (endpoint.access === 'concierge' && !isStaff(caller.user.role)) {
          throw new HttpError(403, HTTP_MESSAGES.forbidden, { code: 'forbidden' });
        }
      } else if (endpoint.access !== 'public') {
        if (options.pollVersion && held.length > 0) polled = await options.pollVersion(request);
        // Access before validation: a caller without the right to call learns nothing of the schema.
        caller = polled ? polled.caller : await deps.authenticate(request);
        if (!caller) throw new HttpError(401, HTTP_MESSAGES.unauthenticated, { code: 'unauthenticated' });
        // From here the account's language outranks the browser's: errors and emails follow it.
        rememberAccountLocale(request, caller.user.locale);
        if (endpoint.access === 'concierge' && !isStaff(caller.user.role)) {
          throw new HttpError(403, HTTP_MESSAGES.forbidden, { code: 'forbidden' });
        }
        if (caller.mfaPending && !options.allowPendingMfa) {
          throw new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
        }
        const refused = endpoint.access === 'concierge' ? deps.staffGate?.(caller) : null;
        if (refused) throw refused;
      }
      const locale = () => requestLocale(request);
      const input = {
        params: parsePart(spec.params, request.params, 'params', locale),
        query: parsePart(spec.query, request.query, 'query', locale),
        body: parsePart(spec.body, request.body, 'body', locale),
        caller,
        request,
        reply,
      };

      if (caller && isTokenCaller(caller)) await deps.apiTokens?.narrow(caller, name, input.params);
      const typed = input as unknown as Parameters<typeof handler>[0];
      const accountKey = options.rateLimit?.account?.(typed);
      if (accountKey) await deps.limiter.hit(`${name}:account:${accountKey}`, deps.rateLimits.perAccount);

      // The version was read before the body, so a change landing while it is built is never hidden.
      let version: { key: string; value: string } | undefined;
      if (polled?.version) {
        version = { key: `${caller?.user.id ?? '-'} ${request.url}`, value: polled.version };
        const etag = versions.etagAt(version.key, version.value);
        if (etag !== undefined && held.includes(etag)) return { notModifiedTag: etag };
      }

      const answer = await handler(typed);
      if (deps.checkResponses) {
        const checked = endpoint.response.safeParse(answer);
        if (!checked.success) {
          throw new Error(`The answer of ${name} does not match the contract: ${checked.error.message}`);
        }
      }
      return { answer, version };
    }
  };
}
