import { MASK_PATTERNS, MASK_SLOT_CHAR } from '../spec-constants.js';

/** Options for @react-input/mask built from a SPEC §5 mask: `9` a digit, `a` a letter, `*` either. */
export interface MaskOptions {
  mask: string;
  replacement: Record<string, RegExp>;
}

// @react-input/mask ignores a typed character that equals a replacement key ("with { 9: /\d/ } every digit
// but 9 is accepted"). So the spec's pattern characters become private-use slots nobody types.
const SLOT_FOR: Readonly<Record<string, string>> = { '9': '\uE000', a: '\uE001', '*': '\uE002' };

/** Turns a SPEC §5 mask such as `(999) 999-9999` into @react-input/mask options. */
export function maskOptions(mask: string): MaskOptions {
  const replacement: Record<string, RegExp> = {};
  for (const [char, pattern] of Object.entries(MASK_PATTERNS)) {
    const slot = SLOT_FOR[char];
    if (slot !== undefined && mask.includes(char)) replacement[slot] = pattern;
  }
  return { mask: [...mask].map((char) => SLOT_FOR[char] ?? char).join(''), replacement };
}

/** The mask with every slot shown as the slot character, e.g. `(___) ___-____`. */
export function maskPlaceholder(mask: string, slotChar: string = MASK_SLOT_CHAR): string {
  return [...mask].map((char) => (char in MASK_PATTERNS ? slotChar : char)).join('');
}
