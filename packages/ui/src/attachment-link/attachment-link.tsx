import { useState, type MouseEvent } from 'react';
import { formatFileSize } from '@concierge/uploader';
import { classNames } from '../class-names.js';
import { ATTACHMENT_LINK_TEXTS } from './attachment-link-texts.js';
import { useKitLocaleState, useKitTexts } from '../locale/kit-locale-context.js';
import { Spinner } from '../spinner/spinner.js';

export interface AttachmentLinkProps {
  /** The file's name: the link's text, so its accessible name. */
  name: string;
  /** The file's size in bytes, shown after the link. */
  size: number;
  /**
   * The file's address. It keeps the element a real link (role `link`, the address on hover); a click
   * runs `download` instead of following it.
   */
  href: string;
  /**
   * Fetches the file (e.g. the api client's `downloadAttachment(href)`); the link then hands it to the
   * browser to save under `name`. The kit cannot follow `href` itself: files are served only with the
   * session's headers (SECURITY.md), which a plain link cannot send.
   */
  download: () => Promise<Blob>;
  /** Shown (role `alert`) when `download` rejects. Default `ATTACHMENT_LINK_TEXTS.failed`. */
  errorText?: string | undefined;
  /** Announced while `download` runs. Default `ATTACHMENT_LINK_TEXTS.downloading`. */
  busyText?: string | undefined;
  /** Receives what `download` rejected with, e.g. to report it; the user sees `errorText`. */
  onError?: ((error: unknown) => void) | undefined;
  className?: string | undefined;
}

type DownloadState = 'idle' | 'busy' | 'failed';

/**
 * Hands a fetched file to the browser's download, as a plain link to it would: for a file fetched with the
 * session's headers (an export, say) that no plain link could fetch.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file to the browser; the copy in memory is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A stored file as a link: its name, then its size. A click runs `download` and saves what it fetched;
 * meanwhile the link is
 * `aria-busy`, a spinner shows and further clicks are ignored; a rejection shows `errorText` until the next
 * try.
 */
export function AttachmentLink({
  name,
  size,
  href,
  download,
  errorText,
  busyText,
  onError,
  className,
}: AttachmentLinkProps) {
  const texts = useKitTexts('attachmentLink', ATTACHMENT_LINK_TEXTS);
  const { locale } = useKitLocaleState();
  const [state, setState] = useState<DownloadState>('idle');

  async function start(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (state === 'busy') return;
    setState('busy');
    try {
      saveFile(await download(), name);
      setState('idle');
    } catch (error) {
      onError?.(error);
      setState('failed');
    }
  }

  return (
    <span className={classNames('cui-attachment-link', className)}>
      <a
        className="cui-link"
        href={href}
        onClick={(event) => void start(event)}
        aria-busy={state === 'busy' || undefined}
      >
        {name}
      </a>{' '}
      <span className="cui-attachment-link__size">({formatFileSize(size, locale)})</span>
      {state === 'busy' ? (
        <Spinner size={16} label={busyText ?? texts.downloading} className="cui-attachment-link__spinner" />
      ) : null}
      {state === 'failed' ? (
        <span className="cui-attachment-link__error" role="alert">
          {' '}
          {errorText ?? texts.failed}
        </span>
      ) : null}
    </span>
  );
}
