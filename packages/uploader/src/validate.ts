import { formatFileSize, formatMessage } from './format.js';
import { UPLOAD_FILE_LIMIT, UPLOAD_MAX_BYTES, VALIDATION_MESSAGES } from './spec-constants.js';
import type { UploaderTexts } from './uploader-texts.js';

/** The rules a selection is checked against; one file of at most 26 214 400 bytes by default. */
export interface FileRules {
  /** Allowed types as in an `accept` attribute: `.pdf`, `image/*`, `application/pdf`; all when empty. */
  accept?: string | readonly string[] | undefined;
  /** Largest file in bytes; 26214400 by default. */
  maxBytes?: number | undefined;
  /** Most files in one selection; 1 by default. */
  limit?: number | undefined;
  /** The refusal texts; English by default (`@concierge/uploader/locales/*` has others). */
  texts?: UploaderTexts['validation'] | undefined;
  /** The language the size in a refusal is written in (BCP 47); the English format by default. */
  locale?: string | undefined;
}

/** The outcome of {@link validateSelection}: the files to keep and the texts to show. */
export interface SelectionResult {
  accepted: File[];
  errors: string[];
}

/** Splits an `accept` value into its trimmed, non-empty entries. */
export function parseAccept(accept: FileRules['accept']): string[] {
  const entries = typeof accept === 'string' ? accept.split(',') : (accept ?? []);
  return entries.map((entry) => entry.trim()).filter(Boolean);
}

/** True when the file matches one `accept` entry (extension, `type/*` or exact type), or there are none. */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, accept: FileRules['accept']): boolean {
  const entries = parseAccept(accept);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    const wanted = entry.toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** The text for the first rule one file breaks (type, then size), or `null` when it passes. */
export function validateFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rules: FileRules = {},
): string | null {
  const texts = rules.texts ?? VALIDATION_MESSAGES;
  if (!isAcceptedType(file, rules.accept)) {
    return formatMessage(texts.invalidFileType, file.name, parseAccept(rules.accept).join(', '));
  }
  const maxBytes = rules.maxBytes ?? UPLOAD_MAX_BYTES;
  if (file.size > maxBytes) {
    return formatMessage(texts.fileTooLarge, file.name, formatFileSize(maxBytes, rules.locale));
  }
  return null;
}

type FileIdentity = Pick<File, 'name' | 'type' | 'size'> & { lastModified?: number | undefined };

/**
 * Two selections of the same file: same name, type and size, and the same modification time when both
 * carry one (so a file edited since it was chosen counts as new).
 */
export function isSameFile(a: FileIdentity, b: FileIdentity) {
  const sameTime =
    a.lastModified === undefined || b.lastModified === undefined || a.lastModified === b.lastModified;
  return a.name === b.name && a.type === b.type && a.size === b.size && sameTime;
}

/**
 * Checks a new selection: files already chosen, or repeated in it, are ignored; more new files
 * than the limit rejects the whole selection; then each file is checked by {@link validateFile}.
 * @example validateSelection(input.files ?? [], { current: [chosen] }).errors // ['File size exceeds 25 MB, …']
 */
export function validateSelection(
  incoming: ArrayLike<File>,
  rules: FileRules & { current?: readonly File[] | undefined } = {},
): SelectionResult {
  const seen = [...(rules.current ?? [])];
  const fresh: File[] = [];
  for (const file of Array.from(incoming)) {
    if (seen.some((other) => isSameFile(other, file))) continue;
    seen.push(file);
    fresh.push(file);
  }
  const limit = rules.limit ?? UPLOAD_FILE_LIMIT;
  if (fresh.length > limit) {
    const texts = rules.texts ?? VALIDATION_MESSAGES;
    return { accepted: [], errors: [formatMessage(texts.fileLimitExceeded, limit)] };
  }
  const result: SelectionResult = { accepted: [], errors: [] };
  for (const file of fresh) {
    const error = validateFile(file, rules);
    if (error) result.errors.push(error);
    else result.accepted.push(file);
  }
  return result;
}
