import { validateSelection, type UploaderTexts } from '@concierge/uploader';

/** The outcome of a choice of files in the single-file upload. */
export type FileSelection =
  | { kind: 'accepted'; file: File }
  /** Nothing to do: no file (the picker was cancelled) or the file already selected. */
  | { kind: 'ignored' }
  | { kind: 'rejected'; message: string };

export interface FileRules {
  /** As the input's `accept`: extensions (`.pdf`), MIME types (`image/png`) or families (`image/*`). */
  accept?: string | undefined;
  /** In bytes. Default 26214400 (25 MB). */
  maxFileSize?: number | undefined;
  /** The refusal texts and the language of the size in them; English by default. */
  texts?: UploaderTexts['validation'] | undefined;
  locale?: string | undefined;
}

/**
 * Checks a choice with `@concierge/uploader`'s rules (one file, accepted type, size limit, the
 * file already selected ignored) and turns the result into what the control shows.
 */
export function checkFileSelection(
  files: readonly File[],
  current: File | null,
  { accept, maxFileSize, texts, locale }: FileRules = {},
): FileSelection {
  const result = validateSelection(files, {
    accept,
    maxBytes: maxFileSize,
    texts,
    locale,
    current: current ? [current] : [],
  });
  const [message] = result.errors;
  if (message !== undefined) return { kind: 'rejected', message };
  const [file] = result.accepted;
  return file ? { kind: 'accepted', file } : { kind: 'ignored' };
}
