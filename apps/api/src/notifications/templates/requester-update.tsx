import { EMAIL_TEXTS } from '../texts.js';
import { ActionLink, EmailLayout, Muted, ThreadMessage } from './layout.js';

export interface ThreadItem {
  author: string;
  at: Date;
  bodyHtml: string;
  files: number;
}

export interface RequesterUpdateProps {
  request: { id: number; title: string };
  messages: ThreadItem[];
  requestUrl: string;
  unsubscribeUrl: string;
}

/** The requester's email: the concierge's new messages and moves since the last email (a digest). */
export function RequesterUpdateEmail(props: RequesterUpdateProps) {
  return (
    <EmailLayout
      title={EMAIL_TEXTS.requesterSubject(props.request)}
      footer={
        <>
          <p>{EMAIL_TEXTS.replyHint}</p>
          <p>
            <a href={props.unsubscribeUrl}>{EMAIL_TEXTS.unsubscribe}</a>
          </p>
        </>
      }
    >
      <Muted>{EMAIL_TEXTS.requesterIntro(props.messages.length)}</Muted>
      {props.messages.map((message, index) => (
        <ThreadMessage
          key={index}
          author={message.author}
          at={message.at}
          bodyHtml={message.bodyHtml}
          note={message.files > 0 ? EMAIL_TEXTS.files(message.files) : undefined}
        />
      ))}
      <ActionLink href={props.requestUrl}>{EMAIL_TEXTS.openRequest}</ActionLink>
    </EmailLayout>
  );
}
