import { formatFileSize } from '@concierge/uploader';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Alert } from '../alert/alert.js';
import { Button } from '../button/button.js';
import { classNames } from '../class-names.js';
import { CheckIcon, FileIcon, UploadIcon } from '../icons/icons.js';
import { ProgressBar, toPercent } from '../progress-bar/progress-bar.js';
import type { KitTexts } from '../kit-texts.js';
import { FILE_UPLOAD_TEXTS } from './file-upload-texts.js';
import { useKitLocaleState, useKitTexts } from '../locale/kit-locale-context.js';
// Upload limits, texts and statuses come from `@concierge/uploader`, the one place they live
// (imported here, not through spec-constants.ts, which every first load holds: the uploader's core is not
// for pages without an upload).
import {
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES as MAX_UPLOAD_BYTES,
  UPLOAD_STATUS,
  uploadFailureReason,
} from '@concierge/uploader';
import { checkFileSelection } from './file-selection.js';

/** What the control needs from an uploader, e.g. `@concierge/uploader`'s `uploadFile` bound to a presign call. */
export interface UploadOptions {
  /** Report progress as a percentage, 0–100. */
  onProgress: (percent: number) => void;
  /** Aborted when the user cancels, chooses another file, or the control unmounts. */
  signal: AbortSignal;
}

/**
 * Sends one file; resolves when it is stored, to what the control's `onUploadSuccess` then carries (the
 * storage key `createPresignedUpload` gives); rejects on failure (an abort rejects too). A rejection that
 * carries the server's reason (an `UploadError` or `ApiError` with a JSON error body) shows that reason.
 */
export type UploadFunction<Result = unknown> = (file: File, options: UploadOptions) => Promise<Result>;

/** The button texts and the failure line (`uploadFailed`; the error itself goes to `onUploadError`). */
export type FileUploadLabels = Pick<
  KitTexts['fileUpload'],
  'choose' | 'upload' | 'cancel' | 'remove' | 'uploadFailed'
>;

export interface FileUploadProps<Result = unknown> {
  /** The field's visible name, e.g. "Attachment". */
  label: string;
  /** Sends the file, e.g. `createPresignedUpload(client)`; what it resolves to is the success event's key. */
  upload: UploadFunction<Result>;
  /**
   * The types the file picker offers and the control takes, as the input's `accept` (`image/*,.pdf`).
   * Default: the types the server takes (`UPLOAD_ACCEPT` of `@concierge/uploader`: `.pdf,.png,.jpg,…`);
   * `""` takes any file.
   */
  accept?: string | undefined;
  /** In bytes. Default 26214400 (25 MB): at most 26 214 400 bytes. */
  maxFileSize?: number | undefined;
  /** Starts the upload as soon as a file is chosen instead of waiting for the Upload button. */
  autoUpload?: boolean | undefined;
  /** Text under the label. Default: the size limit. */
  hint?: ReactNode | undefined;
  labels?: Partial<FileUploadLabels> | undefined;
  disabled?: boolean | undefined;
  /** A valid file was chosen (it replaces any earlier one). */
  onFileSelected?: ((file: File) => void) | undefined;
  /**
   * The upload succeeded: the file, and what `upload` resolved to (the stored key with
   * `createPresignedUpload`), to put in the form that names the file.
   */
  onUploadSuccess?: ((file: File, key: Result) => void) | undefined;
  /** The upload failed (a cancel is not an error); the control shows the server's reason when it gave one. */
  onUploadError?: ((file: File, error: unknown) => void) | undefined;
  className?: string | undefined;
}

interface Entry {
  file: File;
  /** An object URL for image previews, revoked when the file leaves the control. */
  preview: string | null;
  status: keyof typeof UPLOAD_STATUS;
  progress: number;
}

/**
 * Single-file upload: Pending (chosen, not sent), Uploading (percentage bar), Uploaded (check mark,
 * 100 %). A new choice replaces the previous file; a wrong choice shows why in an Alert ("File is too large…", "File type is not allowed…").
 */
export function FileUpload<Result = unknown>({
  label,
  upload,
  accept = UPLOAD_ACCEPT,
  maxFileSize = MAX_UPLOAD_BYTES,
  autoUpload = false,
  hint,
  labels: labelOverrides,
  disabled = false,
  onFileSelected,
  onUploadSuccess,
  onUploadError,
  className,
}: FileUploadProps<Result>) {
  const texts = useKitTexts('fileUpload', FILE_UPLOAD_TEXTS);
  // The uploader's texts only when a provider has them: its validation falls back to its own English.
  const { locale, texts: kitTexts } = useKitLocaleState();
  const uploaderTexts = kitTexts?.uploader;
  const labels = { ...texts, ...labelOverrides };
  const id = useId();
  const [entry, setEntry] = useState<Entry | null>(null);
  // The failure line, written at render from the current labels: a language switch rewrites it too.
  const [failure, setFailure] = useState<((current: typeof labels) => string) | null>(null);
  const error = failure?.(labels);
  // The running upload; a settled upload whose controller is no longer current is ignored.
  const running = useRef<AbortController | null>(null);

  const preview = entry?.preview ?? null;
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  useEffect(() => () => running.current?.abort(), []);

  const abortRunning = () => {
    const controller = running.current;
    running.current = null;
    controller?.abort();
  };

  // The upload's own rejection handler, still current, moves the file back to Pending.
  const cancel = () => running.current?.abort();

  const remove = () => {
    abortRunning();
    setEntry(null);
    setFailure(null);
  };

  const startUpload = (file: File, filePreview: string | null) => {
    const controller = new AbortController();
    running.current = controller;
    const show = (status: Entry['status'], progress: number) =>
      setEntry({ file, preview: filePreview, status, progress });
    setFailure(null);
    show('uploading', 0);
    // Wrapped so that an uploader which throws instead of rejecting still lands in the error branch.
    new Promise<Result>((resolve) =>
      resolve(
        upload(file, {
          signal: controller.signal,
          onProgress: (percent) => {
            if (running.current === controller) show('uploading', toPercent(percent));
          },
        }),
      ),
    ).then(
      (key) => {
        if (running.current !== controller) return;
        running.current = null;
        show('uploaded', 100);
        onUploadSuccess?.(file, key);
      },
      (reason: unknown) => {
        if (running.current !== controller) return;
        running.current = null;
        show('pending', 0);
        // An abort is not an error; the uploader logs it.
        if (controller.signal.aborted) return;
        // The server's own reason when it gave one (a refused type, content that does not match it): it is
        // in the reader's language and says what to change, where "try again" would not help.
        const serverReason = uploadFailureReason(reason);
        setFailure(() => (current: typeof labels) => serverReason ?? current.uploadFailed);
        onUploadError?.(file, reason);
      },
    );
  };

  const choose = (files: readonly File[]) => {
    const result = checkFileSelection(files, entry?.file ?? null, {
      accept,
      maxFileSize,
      texts: uploaderTexts?.validation,
      locale,
    });
    if (result.kind === 'ignored') return;
    if (result.kind === 'rejected') {
      const { message } = result;
      setFailure(() => () => message);
      return;
    }
    const { file } = result;
    abortRunning();
    setFailure(null);
    const filePreview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    setEntry({ file, preview: filePreview, status: 'pending', progress: 0 });
    onFileSelected?.(file);
    if (autoUpload) startUpload(file, filePreview);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) choose([...event.dataTransfer.files]);
  };

  const statusText = entry ? (uploaderTexts?.status?.[entry.status] ?? UPLOAD_STATUS[entry.status]) : '';
  const labelId = `${id}-label`;
  const chooseId = `${id}-choose`;
  const hintId = `${id}-hint`;
  const inputId = `${id}-input`;
  // One button slot whose job follows the state, so keyboard focus stays put from Upload to Cancel to Remove.
  const primaryAction =
    entry?.status === 'pending'
      ? {
          text: labels.upload,
          variant: 'primary' as const,
          run: () => startUpload(entry.file, entry.preview),
        }
      : entry?.status === 'uploading'
        ? { text: labels.cancel, variant: 'secondary' as const, run: cancel }
        : { text: labels.remove, variant: 'secondary' as const, run: remove };

  return (
    <div
      className={classNames('cui-file-upload', className)}
      role="group"
      aria-labelledby={labelId}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <span className="cui-file-upload__label" id={labelId}>
        {label}
      </span>
      <p className="cui-file-upload__hint" id={hintId}>
        {hint ?? texts.maxFileSize(formatFileSize(maxFileSize, locale))}
      </p>
      <div className="cui-file-upload__choose">
        <input
          id={inputId}
          className="cui-file-upload__input cui-visually-hidden"
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${labelId} ${chooseId}`}
          aria-describedby={hintId}
          onChange={(event) => {
            choose([...(event.currentTarget.files ?? [])]);
            // Cleared so that choosing a file again after Remove still fires a change.
            event.currentTarget.value = '';
          }}
        />
        <label id={chooseId} htmlFor={inputId} className="cui-button cui-button--secondary">
          <span className="cui-button__content">
            <UploadIcon />
            {labels.choose}
          </span>
        </label>
      </div>
      {error ? <Alert className="cui-file-upload__error">{error}</Alert> : null}
      {entry ? (
        <div className="cui-file-upload__file">
          {entry.preview ? (
            <img className="cui-file-upload__preview" src={entry.preview} alt="" />
          ) : (
            <FileIcon className="cui-file-upload__file-icon" />
          )}
          <div className="cui-file-upload__details">
            <span className="cui-file-upload__name">{entry.file.name}</span>
            <span className="cui-file-upload__meta">
              <span>{formatFileSize(entry.file.size, locale)}</span>
              <span className="cui-file-upload__status" role="status">
                {entry.status === 'uploaded' ? <CheckIcon className="cui-file-upload__check" /> : null}
                {statusText}
              </span>
            </span>
            {entry.status === 'pending' ? null : (
              <ProgressBar value={entry.progress} label={`${statusText} ${entry.file.name}`} showValue />
            )}
          </div>
          <div className="cui-file-upload__actions">
            <Button variant={primaryAction.variant} onClick={primaryAction.run} disabled={disabled}>
              {primaryAction.text}
            </Button>
            {entry.status === 'pending' ? (
              <Button variant="tertiary" onClick={remove} disabled={disabled}>
                {labels.remove}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
