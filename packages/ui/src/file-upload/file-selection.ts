import { formatFileSize } from '@concierge/uploader';
import { MAX_UPLOAD_BYTES, UPLOAD_FILE_LIMIT, UPLOAD_MESSAGES, fillMessage } from '../spec-constants.js';

/** The outcome of a choice of files in the single-file upload (SPEC §5). */
export type FileSelection =
  | { kind: 'accepted'; file: File }
  /** Nothing to do: no file (the picker was cancelled) or the file already selected. */
  | { kind: 'ignored' }
  | { kind: 'rejected'; reason: 'count' | 'type' | 'size'; message: string };

export interface FileRules {
  /** As the input's `accept`: extensions (`.pdf`), MIME types (`image/png`) or families (`image/*`). */
  accept?: string;
  /** In bytes. Default 26214400 (25 MB). */
  maxFileSize?: number;
}

const acceptTokens = (accept: string | undefined) =>
  (accept ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);

/** Whether a file matches an `accept` list; an empty list accepts everything. */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = acceptTokens(accept).map((token) => token.toLowerCase());
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** Two choices of the same file: same name, size, type and modification time. */
export function isSameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.type === b.type && a.lastModified === b.lastModified;
}

/**
 * Checks a choice against SPEC §5: exactly one file, of an accepted type, at most the size limit; choosing
 * the file already selected again is ignored. Messages are the spec's, with the limits filled in.
 */
export function checkFileSelection(
  files: readonly File[],
  current: File | null,
  { accept, maxFileSize = MAX_UPLOAD_BYTES }: FileRules = {},
): FileSelection {
  const [file] = files;
  if (!file) return { kind: 'ignored' };
  if (files.length > UPLOAD_FILE_LIMIT) {
    return {
      kind: 'rejected',
      reason: 'count',
      message: fillMessage(UPLOAD_MESSAGES.fileLimit, UPLOAD_FILE_LIMIT),
    };
  }
  if (current && isSameFile(file, current)) return { kind: 'ignored' };
  if (!matchesAccept(file, accept)) {
    const allowed = acceptTokens(accept).join(', ');
    return {
      kind: 'rejected',
      reason: 'type',
      message: fillMessage(UPLOAD_MESSAGES.invalidType, file.name, allowed),
    };
  }
  if (file.size > maxFileSize) {
    return {
      kind: 'rejected',
      reason: 'size',
      message: fillMessage(UPLOAD_MESSAGES.oversize, file.name, formatFileSize(maxFileSize)),
    };
  }
  return { kind: 'accepted', file };
}
