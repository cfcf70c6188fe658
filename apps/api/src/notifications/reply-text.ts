import { isQuoteHeader, mayOpenHeader } from './reply-lines.js';
import { isSignature } from './reply-signatures.js';

// The new part of an emailed reply: email-reply-parser 1.9's way of cutting quoted history and signatures,
// on line scans that cost O(length) (reply-lines.ts says why the library itself is not used). Lines are
// read from the bottom up and gathered into fragments; a fragment is hidden when it is quoted (`>` lines,
// or a quote header after a blank line and what follows it), a signature (a signature line and what
// follows it) or empty. What is left, top to bottom, is the reply.

interface Fragment {
  /** Bottom-up, as read. */
  lines: string[];
  quoted: boolean;
  signature: boolean;
}

/** A line and what it is; whether it is a quote header is asked only where it matters, once. */
class Line {
  private isHeader: boolean | undefined;
  constructor(
    readonly text: string,
    readonly signature: boolean,
  ) {}
  get header(): boolean {
    this.isHeader ??= isQuoteHeader(this.text);
    return this.isHeader;
  }
}

/**
 * A header a mail client wrapped (Gmail breaks "On …, Name <\naddress> wrote:") counts as one line, as the
 * library's multi-line patterns allow: up to three lines joined with a space, when neither the first nor the
 * last of them is a header alone and none is quoted, blank or a signature. Each line is in at most three
 * joined candidates, so this stays linear.
 */
function unwrapHeaders(lines: string[]): string[] {
  // Whether each line may be joined, and is a header alone: asked up to three times per line, worked out once.
  const joinableAt = new Int8Array(lines.length).fill(-1);
  const headerAt = new Int8Array(lines.length).fill(-1);
  const joinable = (at: number) => {
    if (joinableAt[at] === -1) {
      const line = lines[at]!;
      joinableAt[at] = line.trim() !== '' && !line.startsWith('>') && !isSignature(line) ? 1 : 0;
    }
    return joinableAt[at] === 1;
  };
  const header = (at: number) => {
    if (headerAt[at] === -1) headerAt[at] = isQuoteHeader(lines[at]!.trimEnd()) ? 1 : 0;
    return headerAt[at] === 1;
  };
  const result: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    let taken = lines[index]!;
    if (mayOpenHeader(taken) && joinable(index) && !header(index)) {
      let joined = taken;
      for (let last = index + 1; last <= index + 2 && last < lines.length; last += 1) {
        if (!joinable(last) || header(last)) break;
        joined += ` ${lines[last]!}`;
        if (isQuoteHeader(joined.trimEnd())) {
          taken = joined;
          index = last;
          break;
        }
      }
    }
    result.push(taken);
  }
  return result;
}

/** The visible text of a plain-text reply: no quoted history, no signature. Linear in `text`. */
export function visibleReply(text: string, options: { unwrapHeaders?: boolean } = {}): string {
  const split = text.replace(/\r\n/g, '\n').split('\n');
  // Off only in the test that compares this with the library line for line.
  const lines = options.unwrapHeaders === false ? split : unwrapHeaders(split);
  const fragments: Fragment[] = [];
  let fragment: (Fragment & { last: Line }) | null = null;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const raw = lines[index]!;
    // A signature line keeps its trailing space ("-- "); any other loses its trailing whitespace.
    const rawSignature = isSignature(raw);
    const trimmed = rawSignature ? raw : raw.trimEnd();
    const line = new Line(trimmed, trimmed === raw ? rawSignature : isSignature(trimmed));
    // The line below this one closes its fragment as a signature, or as quoted when it is a quote header
    // under a blank line.
    if (fragment?.last.signature) {
      fragments.push({ ...fragment, signature: true });
      fragment = null;
    } else if (fragment && line.text === '' && fragment.last.header) {
      fragments.push({ ...fragment, quoted: true });
      fragment = null;
    }
    const quoted = line.text.startsWith('>');
    const fits =
      fragment !== null &&
      (fragment.quoted === quoted || (fragment.quoted && (line.header || line.text === '')));
    if (!fits) {
      if (fragment) fragments.push(fragment);
      fragment = { lines: [], quoted, signature: false, last: line };
    }
    fragment!.lines.push(line.text);
    fragment!.last = line;
  }
  if (fragment) fragments.push(fragment);
  const visible = fragments
    .filter((each) => !each.quoted && !each.signature && each.lines.some((line) => line !== ''))
    .reverse()
    .map((each) => {
      const top = each.lines.length - 1;
      // The library drops one blank line at the top of each fragment.
      return each.lines
        .slice(0, each.lines[top] === '' ? top : top + 1)
        .reverse()
        .join('\n');
    });
  const joined = visible.join('\n');
  // And a trailing run of `~`, as the library does (with `/~*$/`, itself quadratic on a long run).
  let end = joined.length;
  while (end > 0 && joined[end - 1] === '~') end -= 1;
  return joined.slice(0, end);
}

/** The paragraphs of `text`: runs of lines between blank ones, each trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  const result: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const block = current.join('\n').trim();
    if (block !== '') result.push(block);
    current = [];
  };
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (line.trim() === '') flush();
    else current.push(line);
  }
  flush();
  return result;
}
