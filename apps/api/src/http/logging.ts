import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config.js';

// Secrets that may sit in objects we log: headers, bodies, and our own fields. pino replaces them.
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["mfa-token"]',
  'req.headers["device-token"]',
  'req.headers.cookie',
  'res.headers.authorization',
  'res.headers["mfa-token"]',
  'res.headers["device-token"]',
  'headers.authorization',
  'headers["mfa-token"]',
  'headers["device-token"]',
  'body.user.password',
  ...[
    'password',
    'password_confirmation',
    'token',
    'otp',
    'reset_password_token',
    'unlock_token',
    'mfa_token',
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/**
 * The URL without secrets: query values, and the tokens in reset, unlock and staff invitation page
 * paths (docs/screens.md#routes), and in the email-change confirm and cancel pages.
 */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2);
  const path = pathPart
    .replace(
      /\/(reset-password|unlock|accept-invite|confirm-email|cancel-email-change)\/[^/]+/g,
      '/$1/[redacted]',
    )
    .replace(/^\/[^/]+\/unlock(?=\/|$)/, '/[redacted]/unlock');
  if (query === undefined) return path;
  const keys = query
    .split('&')
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`)
    .join('&');
  return `${path}?${keys}`;
}

interface LoggableError {
  name?: string;
  message?: string;
  code?: unknown;
  stack?: string;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Errors without their data: a failed query's message lists its parameters (which may be a message
 * carrying a token), and the database's own error under it quotes the value it refused (`value
 * "99999999999" is out of range…`). So a query error and every cause under it, and any error carrying a
 * SQLSTATE, keep only their names, codes and stack frames.
 */
export function serializeError(error: LoggableError, underQuery = false): Record<string, unknown> {
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  const cause = error.cause as LoggableError | undefined;
  const isQueryError = error.name === 'DrizzleQueryError' || error.message?.startsWith('Failed query');
  const fromDatabase = underQuery || (typeof error.code === 'string' && SQLSTATE.test(error.code));
  return {
    type: error.name,
    message: isQueryError ? 'Failed query' : fromDatabase ? 'Database error' : error.message,
    ...(error.code !== undefined && { code: error.code }),
    ...(cause && { cause: serializeError(cause, underQuery || isQueryError) }),
    ...(frames && { stack: frames.join('\n') }),
  };
}

/** pino options for Fastify: levels, redaction, and serializers that never print a secret. */
export function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      // pino's declared shape wants type/message/stack always; ours omits what must not be logged.
      err: serializeError as never,
    },
    ...(config.logSink && { stream: config.logSink }),
  };
}
