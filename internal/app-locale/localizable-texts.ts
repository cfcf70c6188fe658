// The apps' texts modules are the English source (the spec's exact texts stay where their tests read them).
// Each registers its object here under a namespace; when a reader's language is active, every registered
// object is translated in place from that language's catalog (texts-translation.ts, loaded with a language),
// and a module loaded later (a lazy route's texts) is translated as it registers. Screens keep reading
// `TEXTS.x` at render time, and English pays for this registry only: no catalog, no i18n runtime.
//
// The one rule for screens: read a text when rendering, never copy it into a module-level constant (the
// copy would stay in the language it was made in). The pseudo-locale test finds any that do.

/** A texts module's shape: strings, functions of a few values that return a string, and nested groups. */
export interface Texts {
  [key: string]: string | TextFunction | Texts | readonly string[];
}
// Texts functions take numbers and strings of any arity; `never[]` lets each keep its own parameter types.
export type TextFunction = (...values: never[]) => string;

/** Looks a message up in the active language: its text with the values put in, or undefined if absent. */
export type Translate = (id: string, values: Record<string, unknown>) => string | undefined;

const registry = new Map<string, Texts>();
let onRegister: ((namespace: string, texts: Texts) => void) | undefined;

/**
 * Registers a texts module's object under a namespace (its messages' ids are `namespace.path.to.key`) and
 * returns it, translated already if a language is active.
 * @example export const TEXTS = localizable('web', { send: 'Send', codeWait: (seconds: number) => `…` });
 */
export function localizable<T extends object>(namespace: string, texts: T): T {
  const existing = registry.get(namespace);
  if (existing && existing !== texts)
    throw new Error(`Two texts modules register the namespace "${namespace}".`);
  registry.set(namespace, texts as Texts);
  onRegister?.(namespace, texts as Texts);
  return texts;
}

/** Every registered texts object by namespace, for the translation module. */
export function registeredTexts(): ReadonlyMap<string, Texts> {
  return registry;
}

/** Called with each module that registers from now on (the translation module, once a language loads). */
export function onTextsRegistered(hook: (namespace: string, texts: Texts) => void): void {
  onRegister = hook;
}
