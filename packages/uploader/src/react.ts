import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { UploadFunction } from './presigned-upload.js';
import { UPLOAD_FILE_LIMIT, UPLOAD_MESSAGES, UPLOAD_STATUS, type UploadStatus } from './spec-constants.js';
import { formatMessage } from './format.js';
import { isUploadAborted, isUploadError } from './upload-error.js';
import { listFiles, type UploadInput, type UploadLogger } from './upload.js';
import { validateSelection, type FileRules } from './validate.js';
import type { UploaderTexts } from './uploader-texts.js';

/** The chosen file as the upload control shows it. */
export interface SelectedFile {
  file: File;
  name: string;
  type: string;
  size: number;
  /** An object URL for image files, revoked when the file is replaced, cleared or the hook unmounts. */
  preview?: string | undefined;
}

/** Options of {@link useUpload}. */
export interface UseUploadOptions<Result> extends Omit<FileRules, 'limit' | 'texts'> {
  /** The texts, English by default; a locale entry's `uploaderTexts` or a partial override. */
  texts?: UploaderTexts | undefined;
  /** Sends one file: `createPresignedUpload(client)` in the app, a fake in stories. */
  upload: UploadFunction<Result>;
  /** Start the upload as soon as a valid file is chosen; otherwise call `start()`. */
  auto?: boolean | undefined;
  /** file-selected: a valid new file was chosen. */
  onFileSelected?: ((file: File) => void) | undefined;
  /** upload-success: the file is stored; `result` is what `upload` resolved to (the key). */
  onUploadSuccess?: ((event: { file: File; result: Result }) => void) | undefined;
  /** upload-error: the transfer failed (not on abort, which is only logged). */
  onUploadError?: ((event: { file: File; error: unknown }) => void) | undefined;
  logger?: UploadLogger | undefined;
}

/** What {@link useUpload} returns: the control's state and its actions. */
export interface UploadControl {
  file: SelectedFile | null;
  /** Pending (chosen, not sent), Uploading, Uploaded; `null` before a file is chosen. */
  status: UploadStatus | null;
  /** Whole percentage; 100 once Uploaded. */
  progress: number;
  /** The texts for a rejected selection (size, type, count). */
  validationErrors: string[];
  /** The last transfer failure (what upload-error carried), cleared by the next attempt or file. */
  error: unknown;
  /** Validates and takes a new selection; a valid file replaces the current one. */
  select: (files: UploadInput) => void;
  /** Uploads the chosen file; resolves when it settled (never rejects: see `error`). */
  start: () => Promise<void>;
  /** Aborts a running upload; the file goes back to Pending. */
  cancel: () => void;
  /** Aborts and forgets the file. */
  clear: () => void;
}

interface UploadState {
  file: SelectedFile | null;
  status: UploadStatus | null;
  progress: number;
  validationErrors: string[];
  error: unknown;
}

const EMPTY: UploadState = { file: null, status: null, progress: 0, validationErrors: [], error: null };

function previewOf(file: File): string | undefined {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(file);
}

/**
 * State and actions of a single-file upload control: validation with its refusal texts,
 * Pending → Uploading (percent) → Uploaded, and the file-selected, upload-success, upload-error events.
 * @example const upload = useUpload({ upload: createPresignedUpload(client), onUploadSuccess: ({ result }) => save(result) });
 */
export function useUpload<Result = unknown>(options: UseUploadOptions<Result>): UploadControl {
  const [state, setState] = useState<UploadState>(EMPTY);
  // The latest options, so the stable actions below always call the current callbacks.
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  // The chosen file and the running transfer, read by the actions without waiting for a render.
  const currentRef = useRef<SelectedFile | null>(null);
  const runningRef = useRef<{ controller: AbortController; promise: Promise<void> } | null>(null);

  const stopRunning = useCallback(() => {
    const running = runningRef.current;
    runningRef.current = null;
    running?.controller.abort();
  }, []);

  const forgetFile = useCallback(() => {
    const preview = currentRef.current?.preview;
    if (preview) URL.revokeObjectURL(preview);
    currentRef.current = null;
  }, []);

  const start = useCallback((): Promise<void> => {
    const selected = currentRef.current;
    const { logger = console, upload, onUploadSuccess, onUploadError } = optionsRef.current;
    if (!selected) {
      // A file count other than one is only logged.
      logger.error(
        formatMessage(optionsRef.current.texts?.upload.wrongFileCount ?? UPLOAD_MESSAGES.wrongFileCount, 0),
      );
      return Promise.resolve();
    }
    if (runningRef.current) return runningRef.current.promise;
    const controller = new AbortController();
    // Late progress or results of a transfer that was cancelled or replaced must not touch the state.
    const isCurrent = () => runningRef.current?.controller === controller;
    setState((previous) => ({ ...previous, status: UPLOAD_STATUS.uploading, progress: 0, error: null }));

    const promise = (async () => {
      try {
        const result = await upload(selected.file, {
          signal: controller.signal,
          onProgress: (percent) => {
            if (isCurrent()) setState((previous) => ({ ...previous, progress: percent }));
          },
        });
        if (!isCurrent()) return;
        runningRef.current = null;
        setState((previous) => ({ ...previous, status: UPLOAD_STATUS.uploaded, progress: 100 }));
        onUploadSuccess?.({ file: selected.file, result });
      } catch (error) {
        if (!isCurrent()) return;
        runningRef.current = null;
        const onlyLogged = isUploadAborted(error) || (isUploadError(error) && error.kind === 'not-started');
        setState((previous) => ({
          ...previous,
          status: UPLOAD_STATUS.pending,
          progress: 0,
          error: onlyLogged ? null : error,
        }));
        // An abort, and an upload that never started, are only logged (by uploadFile).
        if (!onlyLogged) onUploadError?.({ file: selected.file, error });
      }
    })();
    runningRef.current = { controller, promise };
    return promise;
  }, []);

  const select = useCallback(
    (files: UploadInput) => {
      const { accept, maxBytes, auto, onFileSelected, texts, locale } = optionsRef.current;
      const current = currentRef.current;
      const { accepted, errors } = validateSelection(listFiles(files), {
        accept,
        maxBytes,
        limit: UPLOAD_FILE_LIMIT,
        texts: texts?.validation,
        locale,
        current: current ? [current.file] : [],
      });
      const [file] = accepted;
      if (errors.length > 0 || !file) {
        // A rejected selection keeps the current file; re-choosing the same file is ignored.
        if (errors.length > 0) setState((previous) => ({ ...previous, validationErrors: errors }));
        return;
      }
      stopRunning();
      forgetFile();
      const selected: SelectedFile = { file, name: file.name, type: file.type, size: file.size };
      const preview = previewOf(file);
      if (preview) selected.preview = preview;
      currentRef.current = selected;
      setState({ ...EMPTY, file: selected, status: UPLOAD_STATUS.pending });
      onFileSelected?.(file);
      if (auto) void start();
    },
    [forgetFile, start, stopRunning],
  );

  const cancel = useCallback(() => {
    if (!runningRef.current) return;
    stopRunning();
    setState((previous) => ({ ...previous, status: UPLOAD_STATUS.pending, progress: 0 }));
  }, [stopRunning]);

  const clear = useCallback(() => {
    stopRunning();
    forgetFile();
    setState(EMPTY);
  }, [forgetFile, stopRunning]);

  useEffect(
    () => () => {
      stopRunning();
      forgetFile();
    },
    [forgetFile, stopRunning],
  );

  return { ...state, select, start, cancel, clear };
}
