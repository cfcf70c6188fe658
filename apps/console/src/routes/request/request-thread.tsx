import type { Message } from '@concierge/api-client';
import { MessageThread } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { AttachmentLink } from './attachment-link';

/** The conversation, oldest first: the kit's thread, whose message HTML goes through its SafeHtml only. */
export function RequestThread({ messages }: { messages: readonly Message[] }) {
  return (
    <section className="request__section" aria-labelledby="request-thread">
      <h2 id="request-thread">{TEXTS.request.thread}</h2>
      <MessageThread
        messages={messages}
        // The concierge reads the order of a day's replies: date and time.
        showTime
        emptyTitle={TEXTS.request.noMessages}
        emptyDescription={TEXTS.request.noMessagesHint}
        messageLabel={TEXTS.request.messageFrom}
        attachmentsLabel={TEXTS.request.attachments}
        renderAttachment={(attachment) => <AttachmentLink attachment={attachment} />}
      />
    </section>
  );
}
