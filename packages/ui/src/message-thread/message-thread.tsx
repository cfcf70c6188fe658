import { useMemo, type ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { formatDate, formatDateTime } from '../date/format-date.js';
import { EmptyState } from '../empty-state/empty-state.js';
import { MESSAGE_THREAD_TEXTS } from './message-thread-texts.js';
import { useKitLocaleState, useKitTexts } from '../locale/kit-locale-context.js';
import { SafeHtml } from '../safe-html/safe-html.js';

/** Who wrote a message: the concierge, the requester, or the system (a status note). */
export type ThreadMessageSource = 'concierge' | 'user' | 'system';

/** A file sent with a message; the shape of the API's attachment, restated so the kit needs no client. */
export interface ThreadAttachment {
  key: string;
  filename: string;
  /** Bytes. */
  size: number;
  url: string;
  content_type: string;
}

/** One message; the shape of the API's message, restated so the kit needs no client. */
export interface ThreadMessage<A extends ThreadAttachment = ThreadAttachment> {
  id: string | number;
  /** Message HTML: rendered only through SafeHtml. */
  body_html: string;
  /** The author's display name. */
  source_name: string;
  source: ThreadMessageSource;
  /** ISO timestamp of when the message was written. */
  external_created_at: string;
  attachments: ReadonlyArray<A>;
  /** A note only the team sees: marked in words and drawn apart from the conversation. */
  internal?: boolean | undefined;
}

export interface MessageThreadProps<A extends ThreadAttachment = ThreadAttachment> {
  messages: readonly ThreadMessage<A>[];
  /** Renders one file, usually an AttachmentLink bound to the app's authenticated download. */
  renderAttachment: (attachment: A) => ReactNode;
  /** Shows the time of day after the date (a concierge reads the order of a day's replies). Default false. */
  showTime?: boolean | undefined;
  /** The IANA time zone dates and times are shown in. Default: the person's own (the browser's). */
  timeZone?: string | undefined;
  /** The empty state's title. Default `MESSAGE_THREAD_TEXTS.empty`. */
  emptyTitle?: string | undefined;
  /** The empty state's line under the title, e.g. who writes first. */
  emptyDescription?: ReactNode | undefined;
  /** The empty state's heading level; the thread usually sits under an h2. Default 3. */
  emptyHeadingLevel?: 2 | 3 | 4 | undefined;
  /** Each message's accessible name. Default `MESSAGE_THREAD_TEXTS.messageFrom`. */
  messageLabel?: ((author: string) => string) | undefined;
  /** The accessible name of a message's list of files. Default `MESSAGE_THREAD_TEXTS.attachments`. */
  attachmentsLabel?: string | undefined;
  /** The mark on internal notes. */
  internalLabel?: string | undefined;
  className?: string | undefined;
}

const timeOf = (message: ThreadMessage<ThreadAttachment>) => {
  const time = Date.parse(message.external_created_at);
  return Number.isNaN(time) ? 0 : time;
};

/**
 * A conversation, oldest first: per message an article named after its author, the author, the date (and
 * time), the body through SafeHtml and the files through `renderAttachment`. Concierge, user and system
 * messages look different. With no messages it shows an empty state.
 */
export function MessageThread<A extends ThreadAttachment>({
  messages,
  renderAttachment,
  showTime = false,
  timeZone,
  emptyTitle,
  emptyDescription,
  emptyHeadingLevel = 3,
  messageLabel: messageLabelProp,
  attachmentsLabel: attachmentsLabelProp,
  internalLabel: internalLabelProp,
  className,
}: MessageThreadProps<A>) {
  const texts = useKitTexts('messageThread', MESSAGE_THREAD_TEXTS);
  const { locale } = useKitLocaleState();
  const messageLabel = messageLabelProp ?? texts.messageFrom;
  const attachmentsLabel = attachmentsLabelProp ?? texts.attachments;
  const internalLabel = internalLabelProp ?? texts.internal;
  // The API sends the oldest first already; sorting (stable, so equal times keep that order) makes the
  // order the component's promise rather than the caller's.
  const ordered = useMemo(() => [...messages].sort((a, b) => timeOf(a) - timeOf(b)), [messages]);
  const format = (at: string) =>
    (showTime ? formatDateTime : formatDate)(at, { ...(timeZone ? { timeZone } : {}), locale });

  if (ordered.length === 0) {
    return (
      <EmptyState
        className={className}
        headingLevel={emptyHeadingLevel}
        title={emptyTitle ?? texts.empty}
        description={emptyDescription}
      />
    );
  }
  return (
    <ol className={classNames('cui-message-thread', className)}>
      {ordered.map((message) => (
        <li
          key={message.id}
          className={classNames(
            'cui-message-thread__item',
            `cui-message-thread__item--${message.source}`,
            message.internal && 'cui-message-thread__item--internal',
          )}
        >
          <article aria-label={messageLabel(message.source_name)}>
            <header className="cui-message-thread__header">
              <span className="cui-message-thread__author">
                {/* People's words in their own direction: a Latin name on an Arabic page, and back. */}
                <bdi>{message.source_name}</bdi>
                {message.internal ? (
                  <span className="cui-message-thread__internal">{internalLabel}</span>
                ) : null}
              </span>
              <time dateTime={message.external_created_at}>{format(message.external_created_at)}</time>
            </header>
            <SafeHtml className="cui-message-thread__body" dir="auto" html={message.body_html} />
            {message.attachments.length > 0 ? (
              <ul className="cui-message-thread__attachments" aria-label={attachmentsLabel}>
                {message.attachments.map((attachment) => (
                  <li key={attachment.key}>{renderAttachment(attachment)}</li>
                ))}
              </ul>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
