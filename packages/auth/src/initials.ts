let graphemes: Intl.Segmenter | null | undefined;

/** The first user-perceived character: `é` written as `e` + combining accent, or `क्ष`, stays whole. */
function firstCharacter(word: string): string {
  graphemes ??=
    typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  if (graphemes) {
    for (const { segment } of graphemes.segment(word)) return segment;
  }
  return Array.from(word)[0] ?? '';
}

/** Uppercase first letters of the first and last word of a name; one word gives one letter. */
export function getInitials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => firstCharacter(word).toLocaleUpperCase())
    .join('');
}
