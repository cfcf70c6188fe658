import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * One text of the server: its English source in ICU MessageFormat (the catalogs' `msgid`), and its catalog id,
 * Lingui's hash of that source (what `lingui extract` and the macros would give it).
 */
export interface Message {
  readonly id: string;
  readonly message: string;
  /** For translators: where the text shows or what a placeholder holds (a `#.` comment in the catalogs). */
  readonly comment?: string;
}

type Source = string | { message: string; comment: string };

/** Every message the server's modules declared, by id: what the catalogs must hold (locales/*.po). */
const registry = new Map<string, Message>();

function register(source: Source): Message {
  const { message, comment } = typeof source === 'string' ? { message: source, comment: undefined } : source;
  const entry: Message = { id: generateMessageId(message), message, ...(comment && { comment }) };
  // The same English twice is one entry (and one translation), as in Lingui's catalogs.
  if (!registry.has(entry.id) || comment) registry.set(entry.id, entry);
  return entry;
}

/**
 * Declares messages with placeholders or plurals; a texts module renders them per language with
 * `translator(locale)`.
 * @example const M = defineMessages({ subject: 'Update on {title} (request #{id})' });
 */
export function defineMessages<T extends Record<string, Source>>(sources: T): { [K in keyof T]: Message } {
  return Object.fromEntries(Object.entries(sources).map(([key, source]) => [key, register(source)])) as {
    [K in keyof T]: Message;
  };
}

/**
 * Declares fixed texts (error messages): each is a message of the catalogs, and the object keeps its English
 * strings, which code and tests compare and `HttpError` carries; the error handler translates them by their
 * English (`translateText`).
 */
export function defineTexts<const T extends Record<string, string>>(texts: T): T {
  for (const text of Object.values(texts)) register(text);
  return texts;
}

/** Every declared message, sorted by English (the catalogs' order). */
export function registeredMessages(): Message[] {
  return [...registry.values()].sort((a, b) => a.message.localeCompare(b.message, 'en'));
}

/** The declared message whose English is exactly `text`, if any. */
export function messageOfText(text: string): Message | undefined {
  return registry.get(generateMessageId(text));
}
