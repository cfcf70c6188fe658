import type { z } from 'zod';
import type * as ContractModule from './contract.js';
import type { Contract } from './contract.js';
import type { EndpointName, Route } from './routes.js';
import { ApiError, parseRetryAfter, type ApiErrorBody } from './errors.js';
import {
  ACCEPT_LANGUAGE_HEADER,
  AUTHORIZATION_HEADER,
  ETAG_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IF_NONE_MATCH_HEADER,
  MFA_REQUIRED_ERROR,
  MFA_TOKEN_HEADER,
  RETRY_AFTER_HEADER,
  DEVICE_TOKEN_HEADER,
} from './constants.js';
import { MESSAGES } from './messages.js';

/**
 * The schemas, loaded with the first call rather than with the page (zod and every schema are a
 * quarter of the first load). The call waits for the network anyway; later calls find it loaded.
 */
let contractModule: Promise<typeof ContractModule> | undefined;
const loadContract = () =>
  (contractModule ??= import('./contract.js').catch((cause: unknown) => {
    // A failed fetch of the schemas' chunk (offline, a deploy replaced it) is tried again by the next call.
    contractModule = undefined;
    throw cause;
  }));

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The error body of a failed answer, when it is JSON with at least one of our fields. Read leniently and by
 * hand (no schema needed on the failure path): a reset failure may carry only `status`.
 */
async function readErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    const body = (await readJson(response)) as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const { error, status, code, issues } = body;
    if (![error, status, code].every(optionalText)) return undefined;
    if (error === undefined && status === undefined && code === undefined) return undefined;
    const issueList = Array.isArray(issues)
      ? issues.filter(
          (issue): issue is { path: string; message: string } =>
            typeof issue?.path === 'string' && typeof issue?.message === 'string',
        )
      : undefined;
    return {
      ...(error !== undefined && { error: error as string }),
      ...(status !== undefined && { status: status as string }),
      ...(code !== undefined && { code: code as string }),
      ...(issueList && { issues: issueList }),
    };
  } catch {
    // A non-JSON error page (a proxy's 502, say): the status alone explains it.
    return undefined;
  }
}

/** What the client reads of the session; the auth package owns writing it. */
export interface SessionAccess {
  getToken(): string | null;
  getMfaToken(): string | null;
  /**
   * Optional: the device token this device was given after a passed second factor, sent on
   * sign-in and MFA verify; and where a new one is kept. It outlives sessions: it belongs to the device.
   */
  getDeviceToken?(): string | null;
  saveDeviceToken?(deviceToken: string): void;
  /** Called by the 401 policy. */
  clear(): void;
}

export interface HttpOptions {
  /** API origin and prefix-free base, e.g. `http://localhost:3000` or `` for same-origin. */
  baseUrl: string;
  session: SessionAccess;
  /** 401 policy: called after the session is cleared, with the path to come back to. */
  onUnauthorized?: (returnPath: string) => void;
  /** 401 'MFA authentication required': only this is called. */
  onMfaRequired?: () => void;
  /** Defaults to the global fetch, looked up at call time (so msw and test doubles can intercept it). */
  fetch?: typeof fetch;
  /** Where to read the return path from; defaults to the browser's location. */
  currentPath?: () => string;
  /**
   * The reader's language, read at each call: when it returns a value, every call and download
   * sends it as `Accept-Language` (e.g. `es`, or a whole list like `es-MX,es;q=0.9`), and the server answers
   * its error texts in it. Nothing is sent when it returns undefined or an empty string.
   */
  locale?: () => string | undefined;
}

type SchemaOf<N extends EndpointName, K extends string> =
  Contract[N] extends Record<K, infer S extends z.ZodType> ? S : never;
type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> = [SchemaOf<N, K>] extends [never]
  ? { [P in K]?: never }
  : object extends z.input<SchemaOf<N, K>>
    ? { [P in K]?: z.input<SchemaOf<N, K>> }
    : { [P in K]: z.input<SchemaOf<N, K>> };

/** The input of one endpoint call: its params, query and body as the contract types them. */
export type CallInput<N extends EndpointName> = Part<N, 'params'> &
  Part<N, 'query'> &
  Part<N, 'body'> & {
    /** Sent as `Idempotency-Key` (SECURITY.md): a retried POST replays the first answer. */
    idempotencyKey?: string;
  };

/** A successful call: the answer body checked against the contract, and the answer headers. */
export interface CallResult<N extends EndpointName> {
  data: z.output<Contract[N]['response']>;
  headers: Headers;
}

function buildUrl(baseUrl: string, path: string, params: unknown, query: unknown): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query as Record<string, unknown> | undefined) ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${filled}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return {};
  return JSON.parse(text);
}

function browserPath(): string {
  const location = (globalThis as { location?: Location }).location;
  return location ? `${location.pathname}${location.search}${location.hash}` : '/';
}

/** The session's `Authorization` and `mfa-token` headers, as every authenticated request carries them. */
export function sessionHeaders(session: SessionAccess): Headers {
  const headers = new Headers();
  const token = session.getToken();
  const mfaToken = session.getMfaToken();
  if (token) headers.set(AUTHORIZATION_HEADER, `Bearer ${token}`);
  if (mfaToken) headers.set(MFA_TOKEN_HEADER, mfaToken);
  return headers;
}

/** The reader's language now, or undefined when the app gave none (read at every call: it can change). */
const currentLocale = (options: HttpOptions) => options.locale?.()?.trim() || undefined;

/** The headers every request carries: the session's, and `Accept-Language` when the app names one. */
function requestHeaders(options: HttpOptions, locale: string | undefined): Headers {
  const headers = sessionHeaders(options.session);
  if (locale) headers.set(ACCEPT_LANGUAGE_HEADER, locale);
  return headers;
}

/**
 * Fetches a stored file (an `Attachment.url`, relative to the API base) with the session's headers, which a
 * plain link cannot send (SECURITY.md: files are served only to their owner and the concierge).
 */
export function createDownloader(options: HttpOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return async function downloadAttachment(url: string): Promise<Blob> {
    const address = url.startsWith('/') ? `${options.baseUrl.replace(/\/$/, '')}${url}` : url;
    let response: Response;
    try {
      response = await doFetch(address, { headers: requestHeaders(options, currentLocale(options)) });
    } catch (cause) {
      throw new ApiError(MESSAGES.networkFailed, { kind: 'network', endpoint: 'downloadAttachment', cause });
    }
    if (!response.ok) {
      throw new ApiError(MESSAGES.requestFailed, {
        kind: 'http',
        endpoint: 'downloadAttachment',
        status: response.status,
      });
    }
    return response.blob();
  };
}

/** How many GET answers are kept for conditional requests; the oldest goes first. */
const CONDITIONAL_CACHE_SIZE = 100;

/**
 * The last answer of each GET with its ETag, so the next identical GET sends `If-None-Match` and a 304
 * reuses it (polling an unchanged request costs one small answer). Keyed by token and URL: one
 * user's answer is never replayed to another. Kept in memory only, like the query cache it feeds.
 */
function conditionalCache() {
  const entries = new Map<string, { etag: string; json: unknown }>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, etag: string, json: unknown) {
      entries.delete(key);
      entries.set(key, { etag, json });
      if (entries.size > CONDITIONAL_CACHE_SIZE) entries.delete(entries.keys().next().value!);
    },
    delete: (key: string) => entries.delete(key),
  };
}

/** Makes the one function every endpoint call goes through: headers, 401 policy, answer checking. */
/**
 * The calls that answer a second factor: a wrong answer is their 401, not the end of the session (MFA verify
 * and every other second factor), and they carry and renew the device token.
 */
const SECOND_FACTOR_ENDPOINTS: ReadonlySet<EndpointName> = new Set([
  'verifyMfa',
  'verifyTotp',
  'verifyRecoveryCode',
  'confirmTotpEnrollment',
  'verifyPasskeyMfa',
]);
/**
 * The calls that carry the device token: the two steps of a sign-in, and the passkey sign-in
 * that is both at once (it renews the token too).
 */
const DEVICE_TOKEN_ENDPOINTS: ReadonlySet<EndpointName> = new Set([
  'signIn',
  'passkeySignIn',
  ...SECOND_FACTOR_ENDPOINTS,
]);

/**
 * @param table the routes this caller may call: `routes` for the whole client, `authRoutes` for the auth
 * client (only the routes passed in end up in a bundle).
 */
export function createCaller(options: HttpOptions, table: Partial<Record<EndpointName, Route>>) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const lastAnswers = conditionalCache();

  return async function call<N extends EndpointName>(name: N, input: CallInput<N>): Promise<CallResult<N>> {
    const endpoint = table[name];
    if (!endpoint) throw new TypeError(`This client cannot call ${name}: use createApiClient for it.`);
    const { params, query, body, idempotencyKey } = input as {
      params?: unknown;
      query?: unknown;
      body?: unknown;
      idempotencyKey?: string;
    };
    const locale = currentLocale(options);
    const headers = requestHeaders(options, locale);
    headers.set('accept', 'application/json');
    const token = options.session.getToken();
    if (idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    const deviceToken = DEVICE_TOKEN_ENDPOINTS.has(name) ? options.session.getDeviceToken?.() : null;
    if (deviceToken) headers.set(DEVICE_TOKEN_HEADER, deviceToken);
    const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
    if (hasBody) headers.set('content-type', 'application/json');
    // Read now, not when the answer comes: by then an earlier 401 may already have moved the page to sign-in.
    const returnPath = (options.currentPath ?? browserPath)();

    const url = buildUrl(options.baseUrl, endpoint.path, params, query);
    // The language is part of the key: an answer kept in one language is never replayed in another.
    const cacheKey = endpoint.method === 'GET' ? `${token ?? ''} ${locale ?? ''} ${url}` : null;
    const cached = cacheKey === null ? undefined : lastAnswers.get(cacheKey);
    if (cached) headers.set(IF_NONE_MATCH_HEADER, cached.etag);

    let response: Response;
    try {
      // No timeout: a slow answer is still an answer.
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        ...(hasBody ? { body: JSON.stringify(body ?? {}) } : {}),
      });
    } catch (cause) {
      throw new ApiError(MESSAGES.networkFailed, { kind: 'network', endpoint: name, cause });
    }

    const issuedDeviceToken = response.ok ? response.headers.get(DEVICE_TOKEN_HEADER) : null;
    if (issuedDeviceToken && (SECOND_FACTOR_ENDPOINTS.has(name) || name === 'passkeySignIn')) {
      options.session.saveDeviceToken?.(issuedDeviceToken);
    }
    const notModified = response.status === 304 && cached !== undefined;
    if (!response.ok && !notModified) {
      const errorBody = await readErrorBody(response);
      const retryAfter = parseRetryAfter(response.headers.get(RETRY_AFTER_HEADER));
      const failure = {
        endpoint: name,
        status: response.status,
        ...(errorBody ? { body: errorBody } : {}),
        ...(retryAfter === undefined ? {} : { retryAfter }),
      };
      // 401 policy: public endpoints and MFA verify (every factor's) answer 401 as a plain failure.
      if (response.status === 401 && endpoint.access !== 'public' && !SECOND_FACTOR_ENDPOINTS.has(name)) {
        if (errorBody?.error === MFA_REQUIRED_ERROR) {
          options.onMfaRequired?.();
        } else if (token !== null && options.session.getToken() === token) {
          // Only while the session is still the one this call was sent with: the later 401s of a burst (the
          // dashboard loads three lists) find it already cleared, and a stale 401 must not end a newer one.
          // A call sent without a token had no session to end: its 401 must not overwrite the return path.
          options.session.clear();
          options.onUnauthorized?.(returnPath);
        }
        throw new ApiError(errorBody?.error || MESSAGES.unauthorized, { kind: 'unauthorized', ...failure });
      }
      throw new ApiError(errorBody?.error || MESSAGES.requestFailed, { kind: 'http', ...failure });
    }

    let json: unknown;
    try {
      json = notModified ? cached.json : await readJson(response);
    } catch (cause) {
      throw new ApiError(MESSAGES.invalidResponse, {
        kind: 'invalid-response',
        endpoint: name,
        status: response.status,
        cause,
      });
    }
    let schemas: typeof ContractModule;
    try {
      schemas = await loadContract();
    } catch (cause) {
      // The answer cannot be read without its schema: to the caller that is a failed call, like no answer.
      throw new ApiError(MESSAGES.networkFailed, { kind: 'network', endpoint: name, cause });
    }
    const parsed = schemas.contract[name].response.safeParse(json);
    if (!parsed.success) {
      throw new ApiError(MESSAGES.invalidResponse, {
        kind: 'invalid-response',
        endpoint: name,
        status: response.status,
        cause: parsed.error,
      });
    }
    if (cacheKey !== null) {
      const etag = response.headers.get(ETAG_HEADER);
      if (etag) lastAnswers.set(cacheKey, etag, json);
      else lastAnswers.delete(cacheKey);
    }
    return { data: parsed.data as CallResult<N>['data'], headers: response.headers };
  };
}

export type Caller = ReturnType<typeof createCaller>;
