import type { Message } from '@concierge/api-client';
import { EmptyState, formatDate } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { SafeHtml } from '../../features/safe-html/safe-html';
import { AttachmentLink } from './attachment-link';

/** Date and time: the thread needs the order of a day's replies, which the list's mm/dd/yy cannot show. */
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const formatWhen = (iso: string) => `${formatDate(iso)} ${timeFormat.format(new Date(iso))}`;

/** The conversation, oldest first; message HTML goes through SafeHtml only. */
export function RequestThread({ messages }: { messages: readonly Message[] }) {
  return (
    <section className="request__section" aria-labelledby="request-thread">
      <h2 id="request-thread">{TEXTS.request.thread}</h2>
      {messages.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={TEXTS.request.noMessages}
          description={TEXTS.request.noMessagesHint}
        />
      ) : (
        <ol className="messages">
          {messages.map((message) => (
            <li key={message.id} className={`message message--${message.source}`}>
              <article aria-label={TEXTS.request.messageFrom(message.source_name)}>
                <header className="message__header">
                  <span className="message__author">{message.source_name}</span>
                  <time dateTime={message.external_created_at}>
                    {formatWhen(message.external_created_at)}
                  </time>
                </header>
                <SafeHtml className="message__body" html={message.body_html} />
                {message.attachments.length > 0 ? (
                  <ul className="attachments" aria-label={TEXTS.request.attachments}>
                    {message.attachments.map((attachment) => (
                      <li key={attachment.key}>
                        <AttachmentLink attachment={attachment} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
