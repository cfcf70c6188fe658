// Scans of one line for the reply parser (reply-lines.ts, reply-signatures.ts): each walks the line
// forward a bounded number of times, so each costs O(the line's length).

const SPACE = /\s/;
export const isSpace = (char: string | undefined) => char !== undefined && SPACE.test(char);
export const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
export const isWord = (char: string | undefined) => char !== undefined && /^\w$/.test(char);

/** The index of the first character at or after `from` that `skipped` does not accept. */
export function skip(line: string, from: number, skipped: (char: string) => boolean): number {
  let at = from;
  while (at < line.length && skipped(line[at]!)) at += 1;
  return at;
}

/** Where `line` ends once one trailing character of each of `optional` is dropped, tried in order (`,?!?`
 * is `['!', ',']`). */
export function tailEnd(line: string, optional: string[]): number {
  let end = line.length;
  for (const char of optional) if (line[end - 1] === char) end -= 1;
  return end;
}

/** `line[0..end)` is exactly `text`, ignoring case. */
export const isCi = (line: string, end: number, text: string) =>
  end === text.length && line.slice(0, end).toLowerCase() === text;

/** `line[0..end)` ends with `tail`, ignoring case. */
export const endsWithCi = (line: string, end: number, tail: string) =>
  end >= tail.length && line.slice(end - tail.length, end).toLowerCase() === tail;

/** `\s.+\s.+`: a space first, at least four characters, and another space with a character either side. */
export function spacedMiddle(line: string, from: number, to: number): boolean {
  if (to - from < 4 || !isSpace(line[from])) return false;
  for (let at = from + 2; at <= to - 2; at += 1) if (isSpace(line[at])) return true;
  return false;
}

/**
 * `^-*\s*OPENER\s.+\s.+CLOSER:?\s?-*$` (`On … wrote:`, `Le … a écrit :`, `El … escribió:`, `Il … ha
 * scritto:`, `Em … escreveu:`, `In data … scritto:`). `opener` answers where the opener ends, or -1.
 */
export function framedHeader(
  line: string,
  opener: (line: string, start: number) => number,
  closer: string,
  spaceBeforeColon = false,
) {
  const start = skip(
    line,
    skip(line, 0, (char) => char === '-'),
    isSpace,
  );
  const afterOpener = opener(line, start);
  if (afterOpener < 0) return false;
  let end = line.length;
  while (end > afterOpener && line[end - 1] === '-') end -= 1;
  if (isSpace(line[end - 1])) end -= 1;
  if (line[end - 1] === ':') end -= 1;
  if (spaceBeforeColon && isSpace(line[end - 1])) end -= 1;
  const closerAt = end - closer.length;
  return (
    closerAt >= afterOpener && line.startsWith(closer, closerAt) && spacedMiddle(line, afterOpener, closerAt)
  );
}

export const word = (text: string) => (line: string, start: number) =>
  line.startsWith(text, start) ? start + text.length : -1;

/** `In\sdata` of the Italian header. */
export const inData = (line: string, start: number) =>
  line.startsWith('In', start) && isSpace(line[start + 2]) && line.startsWith('data', start + 3)
    ? start + 7
    : -1;

/** Every start of `needle` in `line` at or after `from`, each search starting past the last hit. */
export function* occurrences(line: string, needle: string, from: number): Generator<number> {
  for (let at = line.indexOf(needle, from); at !== -1; at = line.indexOf(needle, at + 1)) yield at;
}

/** Some character of `chars` in `line[from..to]` (both included). */
export function anyOf(line: string, chars: string, from: number, to: number): number {
  for (let at = Math.max(from, 0); at <= to && at < line.length; at += 1)
    if (chars.includes(line[at]!)) return at;
  return -1;
}

/** A fixed pattern at `from`: `d` a digit, `?` any character, anything else itself. */
export const shape = (line: string, from: number, pattern: string) =>
  [...pattern].every((kind, index) =>
    kind === '?'
      ? from + index < line.length
      : kind === 'd'
        ? isDigit(line[from + index])
        : line[from + index] === kind,
  );

/**
 * `…"( *)<(.*)>( *):$`: the start of the last `"  <` before the closing `>`, or -1. Each `<` is looked at
 * once, with the spaces before it (which belong to it alone).
 */
export function quotedAddressStart(line: string): number {
  let end = line.length;
  if (line[end - 1] !== ':') return -1;
  end -= 1;
  while (line[end - 1] === ' ') end -= 1;
  if (line[end - 1] !== '>') return -1;
  for (let at = end - 2; at >= 0; at -= 1) {
    if (line[at] !== '<') continue;
    let quote = at - 1;
    while (line[quote] === ' ') quote -= 1;
    if (line[quote] === '"') return quote;
  }
  return -1;
}

/** A fixed `pattern` anywhere in `line[from..to)`. */
export function shapeWithin(line: string, from: number, to: number, pattern: string): boolean {
  for (let at = from; at + pattern.length <= to; at += 1) if (shape(line, at, pattern)) return true;
  return false;
}

/** The lead of a pattern that can start with any character (those anchored at the end of the line). */
export const ANY = '';
