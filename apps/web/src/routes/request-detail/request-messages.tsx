import type { Message } from '@concierge/api-client';
import { MessageThread } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { AttachmentLink } from './attachment-link';

/** The conversation, oldest first: the kit's thread, whose message HTML goes through its SafeHtml only. */
export function RequestMessages({ messages }: { messages: readonly Message[] }) {
  return (
    <section className="request-detail__section" aria-labelledby="request-messages">
      <h2 id="request-messages">{TEXTS.conversation.messagesHeading}</h2>
      <MessageThread
        messages={messages}
        emptyDescription={TEXTS.conversation.noMessagesHint}
        renderAttachment={(attachment) => <AttachmentLink attachment={attachment} />}
      />
    </section>
  );
}
