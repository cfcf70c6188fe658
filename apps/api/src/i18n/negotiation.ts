import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import {
  ACCEPT_LANGUAGE_HEADER,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
} from '@concierge/api-client/constants';

/**
 * The product's language that best matches an `Accept-Language` value: q-values honoured (`q=0` refuses a
 * language), a regional tag matches its language (`es-MX` → `es`), case ignored; English when nothing
 * matches or there is no header. Parsing and matching are negotiator's (jshttp: what Express and
 * `@fastify/accepts` use).
 */
export function bestLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage?.trim()) return DEFAULT_LOCALE;
  const negotiator = new Negotiator({ headers: { [ACCEPT_LANGUAGE_HEADER]: acceptLanguage } });
  const [best] = negotiator.languages([...LOCALES]);
  return (LOCALES as readonly string[]).includes(best ?? '') ? (best as Locale) : DEFAULT_LOCALE;
}

/** The language of someone: the account's choice when it made one, else what their browser asks for. */
export function negotiateLocale(
  accountLocale: Locale | null | undefined,
  acceptLanguage: string | undefined,
) {
  return accountLocale ?? bestLocale(acceptLanguage);
}

/** The signed-in account of a request, once the endpoint registrar has authenticated it. */
const accountLocales = new WeakMap<FastifyRequest, Locale | null>();

/** Called once the caller is known: its account's choice outranks the browser's languages. */
export function rememberAccountLocale(request: FastifyRequest, locale: Locale | null): void {
  accountLocales.set(request, locale);
}

/**
 * The language of a request: the signed-in account's `locale` when set, else the best match of
 * `Accept-Language` among LOCALES, else English. Before authentication (or on public routes) only the header
 * counts.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(accountLocales.get(request), request.headers[ACCEPT_LANGUAGE_HEADER]);
}

/**
 * The language an account's emails and texts are written in: its choice, else English. Never the language of
 * the request that caused the message: a reset, a lockout or a recovery code can be caused by someone else.
 */
export const accountLocale = (account: { locale: Locale | null }): Locale => account.locale ?? DEFAULT_LOCALE;
