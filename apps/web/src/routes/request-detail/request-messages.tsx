import type { Message } from '@concierge/api-client';
import { EmptyState, formatDate } from '@concierge/ui';
import { SafeHtml } from '../../features/safe-html/safe-html';
import { AttachmentLink } from './attachment-link';

/** The conversation, oldest first; concierge HTML goes through SafeHtml only. */
export function RequestMessages({ messages }: { messages: readonly Message[] }) {
  return (
    <section className="request-detail__section" aria-labelledby="request-messages">
      <h2 id="request-messages">Messages</h2>
      {messages.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No messages yet"
          description="Your concierge will write here as soon as they pick up your request."
        />
      ) : (
        <ol className="messages">
          {messages.map((message) => (
            <li key={message.id} className={`message message--${message.source}`}>
              <article aria-label={`Message from ${message.source_name}`}>
                <header className="message__header">
                  <span className="message__author">{message.source_name}</span>
                  <time dateTime={message.external_created_at}>
                    {formatDate(message.external_created_at)}
                  </time>
                </header>
                <SafeHtml className="message__body" html={message.body_html} />
                {message.attachments.length > 0 ? (
                  <ul className="attachments" aria-label="Attachments">
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
