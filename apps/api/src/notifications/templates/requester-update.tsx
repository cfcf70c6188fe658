import type { Locale } from '@concierge/api-client/constants';
import { emailTexts } from '../texts.js';
import { ActionLink, EmailLayout, Muted, ThreadMessage } from './layout.js';

export interface ThreadItem {
  author: string;
  at: Date;
  bodyHtml: string;
  files: number;
}

export interface RequesterUpdateProps {
  /** The requester's language (their account's, else English). */
  locale: Locale;
  request: { id: number; title: string };
  messages: ThreadItem[];
  requestUrl: string;
  unsubscribeUrl: string;
}

/** The requester's email: the concierge's new messages and moves since the last email (a digest). */
export function RequesterUpdateEmail(props: RequesterUpdateProps) {
  const T = emailTexts(props.locale);
  return (
    <EmailLayout
      locale={props.locale}
      title={T.requesterSubject(props.request)}
      footer={
        <>
          <p>{T.replyHint}</p>
          <p>
            <a href={props.unsubscribeUrl}>{T.unsubscribe}</a>
          </p>
        </>
      }
    >
      <Muted>{T.requesterIntro(props.messages.length)}</Muted>
      {props.messages.map((message, index) => (
        <ThreadMessage
          key={index}
          locale={props.locale}
          author={message.author}
          at={message.at}
          bodyHtml={message.bodyHtml}
          note={message.files > 0 ? T.files(message.files) : undefined}
        />
      ))}
      <ActionLink href={props.requestUrl}>{T.openRequest}</ActionLink>
    </EmailLayout>
  );
}
