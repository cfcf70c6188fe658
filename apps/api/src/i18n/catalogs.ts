import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES, type Locale } from '@concierge/api-client/constants';
import { packageRoot } from '../package-root.js';
import { messageOfText, type Message } from './text-registry.js';

/** `apps/api/locales`: one Lingui `.po` catalog per locale, `msgid` the English source. */
export const catalogsDir = path.join(packageRoot, 'locales');

/** One entry of a catalog as Lingui's po format reads it (id: Lingui's hash of the English). */
export interface CatalogEntry {
  message: string;
  translation: string;
  obsolete: boolean;
}

/** A locale's `.po` file, parsed by `@lingui/format-po` (ids generated as Lingui's own tools do). */
export function readCatalog(locale: Locale, dir: string = catalogsDir): Record<string, CatalogEntry> {
  // The po formatter parses synchronously (its type allows a promise for other formats).
  const parsed = formatter().parse(readFileSync(path.join(dir, `${locale}.po`), 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: `${locale}.po`,
  }) as Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
  return Object.fromEntries(
    Object.entries(parsed).map(([id, entry]) => [
      id,
      {
        message: entry.message ?? id,
        translation: entry.translation ?? '',
        obsolete: entry.obsolete ?? false,
      },
    ]),
  );
}

const instances = new Map<Locale, I18n>();

/**
 * The Lingui instance of a locale, its catalog compiled once, at the first use, by Lingui's own compiler (what
 * `lingui compile` runs). An invalid message throws, naming the file and the message.
 */
function i18nFor(locale: Locale): I18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const compiled: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const [id, entry] of Object.entries(readCatalog(locale))) {
    if (entry.obsolete || entry.translation === '') continue;
    try {
      compiled[id] = compileMessageOrThrow(entry.translation);
    } catch (cause) {
      throw new Error(`locales/${locale}.po: the message for "${entry.message}" is not valid ICU`, { cause });
    }
  }
  const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
  instances.set(locale, i18n);
  return i18n;
}

/** Compiles every catalog now, so a broken `.po` stops the start rather than the first email in it. */
export function loadCatalogs(): void {
  for (const locale of LOCALES) i18nFor(locale);
}

export type MessageValues = Record<string, string | number>;

/**
 * Lingui decodes `\uXXXX` and `\xXX` sequences anywhere in a rendered message, values included: a name typed as
 * `C:\x41` would come out as `C:A`. Each backslash of a value is written as `\u005c`, which that same decoding
 * turns back into one backslash (and the sequence after it is left alone).
 */
const keepBackslashes = (values: MessageValues): MessageValues =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replaceAll('\\', '\\u005c') : value,
    ]),
  );

/**
 * A message in `locale`, plurals and numbers by `Intl` in that locale. A message its catalog lacks falls back
 * to the English source (the catalogs test keeps that from happening).
 */
export function translate(locale: Locale, message: Message, values: MessageValues = {}): string {
  const i18n = i18nFor(locale);
  if (!Object.hasOwn(i18n.messages, message.id)) {
    i18n.load(locale, { [message.id]: compileMessageOrThrow(message.message) });
  }
  return i18n._(message.id, keepBackslashes(values));
}

/** `translate` bound to a locale: what a texts module renders its messages with. */
export const translator =
  (locale: Locale) =>
  (message: Message, values?: MessageValues): string =>
    translate(locale, message, values);

/**
 * A fixed English text (an error's message) in `locale`: its translation when it is a declared message
 * (`defineTexts`), else the text itself (a text nobody declared is not translated). English is the text.
 */
export function translateText(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const message = messageOfText(text);
  return message ? translate(locale, message) : text;
}

/**
 * A declared message with its values, rendered once the reader's language is known: what an error carries
 * when its text has values (`HttpError` takes one where it takes a string).
 */
export class LocalizedText {
  constructor(
    readonly message: Message,
    readonly values: MessageValues = {},
  ) {}

  in(locale: Locale): string {
    return translate(locale, this.message, this.values);
  }

  /** The English, as logs and tests read it. */
  toString(): string {
    return this.in('en');
  }
}

/** A fixed text of a `defineTexts` module that has arguments (`{0}`), with their values. */
export function textWith(text: string, values: MessageValues): LocalizedText {
  const message = messageOfText(text);
  if (!message) throw new Error(`"${text}" is not a declared text (defineTexts)`);
  return new LocalizedText(message, values);
}
