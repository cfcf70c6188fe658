import type { FastifyError, FastifyInstance } from 'fastify';
import { MFA_REQUIRED_ERROR, VALIDATION_TEXTS, type ErrorBody } from '@concierge/api-client';
import type { Locale } from '@concierge/api-client/constants';
import type { z } from 'zod';
import { translateText, type LocalizedText } from '../i18n/catalogs.js';
import { defineTexts } from '../i18n/text-registry.js';
import { requestLocale } from '../i18n/negotiation.js';

// The contract's validation texts are messages of the catalogs too: a 400 is answered in the reader's language.
defineTexts(VALIDATION_TEXTS);

/** Texts of the errors the HTTP layer itself raises. */
export const HTTP_MESSAGES = defineTexts({
  notFound: 'Not found',
  badRequest: 'The request could not be read.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'Send the request body as JSON.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
});

type Issue = NonNullable<ErrorBody['issues']>[number];

/**
 * An answer other than 2xx, carried as an exception to the one error handler. `message` is the English (a
 * `defineTexts` text, translated by the handler into the request's language), or a `LocalizedText` when the
 * text has values.
 */
export class HttpError extends Error {
  /** The text with its values, when it has some: the handler renders it in the request's language. */
  readonly text: LocalizedText | undefined;

  constructor(
    readonly statusCode: number,
    message: string | LocalizedText,
    readonly details: {
      code?: string;
      issues?: Issue[];
      /** Reset-password failures repeat the message in `status` (docs/api.md#error-catalogue). */
      status?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(String(message));
    this.text = typeof message === 'string' ? undefined : message;
    this.name = 'HttpError';
  }

  /**
   * The answer's body in `locale`: `error`, `status` and each issue's message translated; English
   * exactly as written. `MFA authentication required` stays English whatever the language: the client's 401
   * policy compares it (docs/sign-in.md#sign-in-states). `code`s never change.
   */
  toBody(locale: Locale = 'en'): ErrorBody {
    const { code, issues, status } = this.details;
    const english = locale === 'en' || this.message === MFA_REQUIRED_ERROR;
    const error = english ? this.message : (this.text?.in(locale) ?? translateText(locale, this.message));
    const localize = (text: string) =>
      english ? text : text === this.message ? error : translateText(locale, text);
    return {
      error,
      ...(code && { code }),
      ...(status && { status: localize(status) }),
      ...(issues && { issues: issues.map((issue) => ({ ...issue, message: localize(issue.message) })) }),
    };
  }
}

/** A 400 from a zod failure: the first issue's message is the `error` a form can show as is. */
export function validationError(error: z.ZodError, where: string): HttpError {
  const issues = error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return new HttpError(400, issues[0]?.message ?? HTTP_MESSAGES.badRequest, { code: 'validation', issues });
}

// SQLSTATE classes 08 (connection) and 57P (operator intervention), and socket errors: the database is away.
const UNAVAILABLE = /^(08|57P|ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EPIPE)/;

/** The error means the database is away (refused, reset, shutting down), not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE.test(code)) return true;
    if (
      current instanceof Error &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/.test(
        current.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: HTTP_MESSAGES.badRequest,
  404: HTTP_MESSAGES.notFound,
  413: HTTP_MESSAGES.tooLarge,
  415: HTTP_MESSAGES.unsupportedType,
};

/** Turns any error into the one JSON shape; no stack or internal message ever reaches a client. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Every error is answered in the request's language, and says which it is.
    const locale = requestLocale(request);
    reply.header('content-language', locale);
    const text = (english: string) => translateText(locale, english);
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      for (const [name, value] of Object.entries(error.details.headers ?? {})) reply.header(name, value);
      return reply.code(error.statusCode).send(error.toBody(locale));
    }
    // A client that closes the connection mid-body makes the body reader fail with ECONNRESET: a client
    // event, not an outage, so it is neither an error line nor a 503 (anyone could raise alarms).
    if (request.raw.readableAborted || request.raw.aborted) {
      request.log.debug({ code: error.code }, 'client aborted the request');
      return reply.code(400).send({ error: text(HTTP_MESSAGES.badRequest), code: 'bad-request' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: text(HTTP_MESSAGES.unavailable), code: 'unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework errors (bad JSON, body too large): their messages may quote the body, so neither the
      // answer nor the log repeats them.
      request.log.info({ code: error.code, statusCode: status }, 'request rejected');
      return reply
        .code(status)
        .send({ error: text(FRAMEWORK_MESSAGES[status] ?? HTTP_MESSAGES.badRequest), code: 'bad-request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: text(HTTP_MESSAGES.internal), code: 'internal' });
  });
}
