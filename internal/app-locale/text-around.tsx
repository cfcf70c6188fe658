import type { ReactNode } from 'react';

/** Never typed by anyone: marks where the element goes in the translated text. */
const MARKER = '\u2063';

/**
 * A text with one value shown as an element (a `<time>`, a link) in its place, wherever the reader's
 * language puts it: `text` is a texts-module function of that one value.
 * @example <TextAround text={T.created}><time dateTime={iso}>{date}</time></TextAround>
 */
export function TextAround({ text, children }: { text: (value: string) => string; children: ReactNode }) {
  const [before = '', after = ''] = text(MARKER).split(MARKER);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
