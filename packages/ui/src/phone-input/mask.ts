import { MASK_PATTERNS, MASK_SLOT_CHAR } from '../spec-constants.js';

/*
 * A controlled formatter for input masks (`9` a digit, `a` a letter, `*` either, anything else literal).
 * It is a pure function of the field's text after an edit: the entered characters are read back out of
 * that text, so a keystroke, a paste or an autofill of the whole number all take the same path and nothing
 * depends on the timing of events (see the README for why it replaced @react-input/mask).
 */

/** What the user entered: the characters in the mask's slots, in order. */
export type MaskEntry = string;

interface Slot {
  /** Index in the mask. */
  at: number;
  pattern: RegExp;
}

const slotsOf = (mask: string): Slot[] =>
  [...mask].flatMap((char, at) => {
    const pattern = MASK_PATTERNS[char];
    return pattern ? [{ at, pattern }] : [];
  });

/** A character some slot of the mask could take. */
const enterable = (slots: Slot[], char: string) => slots.some(({ pattern }) => pattern.test(char));

/**
 * Fits characters into the mask's slots in order. A character the next slot does not accept is dropped
 * (a letter in a digit slot), and so is everything past the last slot.
 */
export function fitEntry(mask: string, chars: string): MaskEntry {
  const slots = slotsOf(mask);
  let entry = '';
  for (const char of chars) {
    const slot = slots[entry.length];
    if (!slot) break;
    if (slot.pattern.test(char)) entry += char;
  }
  return entry;
}

/**
 * The mask's text for an entry: the literals up to the last filled slot, nothing after it, so the caret
 * never has a trailing `) ` to get stuck behind and Backspace removes a character the user typed.
 */
export function formatEntry(mask: string, entry: MaskEntry): string {
  const slots = slotsOf(mask);
  const filled = Math.min(entry.length, slots.length);
  if (filled === 0) return '';
  let text = '';
  let next = 0;
  const end = slots[filled - 1]!.at;
  for (let at = 0; at <= end; at += 1) {
    text += slots[next]?.at === at ? entry[next++] : mask[at];
  }
  return text;
}

/** Formats any text (a stored value, a pasted number) through the mask. */
export const formatMasked = (mask: string, text: string) => formatEntry(mask, fitEntry(mask, text));

/** The caret position just after the entry's `count`-th character in its formatted text. */
export function caretAfter(mask: string, count: number): number {
  if (count <= 0) return 0;
  const slot = slotsOf(mask)[count - 1];
  return slot ? slot.at + 1 : mask.length;
}

/**
 * Drops a leading country code from text given in one go (autofill, paste): `+1 555 555 0123`, or
 * `15555550123` when the code's digits make the number one too long. Typing is never touched, so a typed
 * leading `1` stays a digit.
 */
export function withoutCountryCode(mask: string, text: string, countryCode: string): string {
  const code = countryCode.replace(/\D/g, '');
  if (!code) return text;
  const trimmed = text.trimStart();
  // An international prefix (`+` or `00`) says the country code follows.
  const prefix = trimmed.match(/^(?:\+|00)/)?.[0];
  if (prefix) {
    const rest = trimmed.slice(prefix.length);
    return rest.replace(/\D/g, '').startsWith(code) ? dropLeadingDigits(rest, code.length) : text;
  }
  const slots = slotsOf(mask);
  const chars = [...trimmed].filter((char) => enterable(slots, char));
  if (chars.length === slots.length + code.length && chars.join('').startsWith(code)) {
    return dropLeadingDigits(trimmed, code.length);
  }
  return text;
}

/** The text with its first `count` digits (and anything before them) removed. */
function dropLeadingDigits(text: string, count: number): string {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) seen += 1;
    if (seen === count) return text.slice(index + 1);
  }
  return '';
}

export interface MaskEdit {
  /** The field's text after the browser applied the edit. */
  text: string;
  /** The caret in that text. */
  caret: number;
  /** `InputEvent.inputType`, e.g. `insertText`, `insertFromPaste`, `deleteContentBackward`. */
  inputType: string;
  /** How many characters the edit put in at once (more than one: paste, autofill, a test's fill). */
  inserted: number;
  /** The entry before the edit. */
  previous: MaskEntry;
  countryCode?: string | undefined;
}

/** Applies one edit of the field: the new entry, its text and where the caret goes. */
export function applyMaskEdit(
  mask: string,
  edit: MaskEdit,
): { entry: MaskEntry; text: string; caret: number } {
  let { text, caret } = edit;
  if (edit.countryCode && (edit.inserted > 1 || /^\s*(?:\+|00)/.test(text))) {
    const stripped = withoutCountryCode(mask, text, edit.countryCode);
    caret = Math.max(0, caret - (text.length - stripped.length));
    text = stripped;
  }
  let entry = fitEntry(mask, text);
  // fitEntry is greedy, so the entry read from the text before the caret is a prefix of the whole entry.
  let before = fitEntry(mask, text.slice(0, caret)).length;
  // Deleting only a literal (the `) ` of `(555) 1`) changes no entered character: delete the entered
  // character next to it instead, as the user meant.
  if (edit.inputType.startsWith('delete') && entry === edit.previous && entry.length > 0) {
    const backward = edit.inputType.includes('Backward');
    const at = backward ? before - 1 : before;
    if (at >= 0 && at < entry.length) {
      entry = entry.slice(0, at) + entry.slice(at + 1);
      before = at;
    }
  }
  return { entry, text: formatEntry(mask, entry), caret: caretAfter(mask, Math.min(before, entry.length)) };
}

/** The mask with every slot shown as the slot character, e.g. `(___) ___-____`. */
export function maskPlaceholder(mask: string, slotChar: string = MASK_SLOT_CHAR): string {
  return [...mask].map((char) => (char in MASK_PATTERNS ? slotChar : char)).join('');
}
