import {
  onTextsRegistered,
  registeredTexts,
  type TextFunction,
  type Texts,
  type Translate,
} from './localizable-texts.js';

// Translating the registered texts modules in place, and the English source the catalogs are checked
// against. Loaded with a language (and by the catalog tests), never by an English first load.

/** A deep copy of each namespace's English, to return to it (the objects themselves are overwritten). */
const english = new Map<string, Texts>();
let active: Translate | undefined;

/** Copies the English of every module registered so far, and of each one that registers later. */
function keepEnglish() {
  for (const [namespace, texts] of registeredTexts())
    if (!english.has(namespace)) english.set(namespace, copyTexts(texts));
  onTextsRegistered((namespace, texts) => {
    if (!english.has(namespace)) english.set(namespace, copyTexts(texts));
    if (active) translateTexts(namespace, texts, english.get(namespace) as Texts, active);
  });
}

/**
 * Puts every registered texts object in a language (`translate` from its catalog), or back in English when
 * `translate` is undefined. A message the catalog lacks stays English.
 */
export function activateTexts(translate: Translate | undefined): void {
  keepEnglish();
  active = translate;
  for (const [namespace, texts] of registeredTexts()) {
    const source = english.get(namespace) as Texts;
    if (translate) translateTexts(namespace, texts, source, translate);
    else restoreTexts(texts, source);
  }
}

/** One message of the English source: its id, its text (placeholders `{0}`, `{1}`… for a function's values). */
export interface SourceMessage {
  id: string;
  message: string;
  /** How many values a function text takes (0 for a plain string). */
  values: number;
}

/** Every registered message in English, in registration order: what the catalogs must translate. */
export function sourceMessages(): SourceMessage[] {
  keepEnglish();
  const messages: SourceMessage[] = [];
  for (const [namespace, source] of english) collect(namespace, source, messages);
  return messages;
}

function collect(prefix: string, texts: Texts, into: SourceMessage[]) {
  for (const [key, value] of Object.entries(texts)) {
    const id = `${prefix}.${key}`;
    if (typeof value === 'string') into.push({ id, message: value, values: 0 });
    else if (typeof value === 'function') into.push({ id, message: sourceOf(value), values: value.length });
    else if (Array.isArray(value))
      value.forEach((item, index) => into.push({ id: `${id}.${index}`, message: item, values: 0 }));
    else collect(id, value as Texts, into);
  }
}

/** A function text's English with each value shown as its ICU placeholder: `codeWait` → "… in {0} seconds." */
export function sourceOf(text: TextFunction): string {
  const placeholders = Array.from({ length: text.length }, (_, index) => `{${index}}`);
  return (text as (...values: string[]) => string)(...placeholders);
}

function translateTexts(prefix: string, target: Texts, source: Texts, translate: Translate) {
  for (const [key, value] of Object.entries(source)) {
    const id = `${prefix}.${key}`;
    if (typeof value === 'string') target[key] = translate(id, {}) ?? value;
    else if (typeof value === 'function') target[key] = translatedFunction(id, value, translate);
    else if (Array.isArray(value))
      target[key] = value.map((item, index) => translate(`${id}.${index}`, {}) ?? item);
    else translateTexts(id, target[key] as Texts, value as Texts, translate);
  }
}

function translatedFunction(id: string, english: TextFunction, translate: Translate): TextFunction {
  const translated = (...values: unknown[]) =>
    translate(id, Object.fromEntries(values.map((value, index) => [String(index), value]))) ??
    (english as (...values: unknown[]) => string)(...values);
  // The same arity as the English, so the source messages (and their placeholders) read the same either way.
  Object.defineProperty(translated, 'length', { value: english.length });
  return translated as TextFunction;
}

function restoreTexts(target: Texts, source: Texts) {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'object' && !Array.isArray(value))
      restoreTexts(target[key] as Texts, value as Texts);
    else target[key] = Array.isArray(value) ? [...value] : value;
  }
}

function copyTexts(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      typeof value === 'object' && !Array.isArray(value)
        ? copyTexts(value as Texts)
        : Array.isArray(value)
          ? [...value]
          : value,
    ]),
  );
}
