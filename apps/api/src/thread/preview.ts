import { PREVIEW_MAX_CHARS } from '../concierge/team-policy.js';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The first line of a (sanitized) message as plain text, for the queue's rows: block ends and line breaks
 * end a line, tags go, the few entities the sanitizer writes are decoded. Null when nothing is left (a
 * message that is only a file).
 */
export function firstLineOf(html: string): string | null {
  const text = html
    .replace(/<br\s*\/?>|<\/(p|li|blockquote|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
  const line = text
    .split('\n')
    .map((each) => each.replace(/\s+/g, ' ').trim())
    .find((each) => each !== '');
  if (!line) return null;
  return line.length > PREVIEW_MAX_CHARS ? `${line.slice(0, PREVIEW_MAX_CHARS - 1)}…` : line;
}
