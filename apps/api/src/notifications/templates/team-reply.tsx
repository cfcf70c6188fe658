import { EMAIL_TEXTS } from '../texts.js';
import { ActionLink, EmailLayout, Muted, ThreadMessage } from './layout.js';
import type { ThreadItem } from './requester-update.js';

export interface TeamReplyProps {
  request: { id: number; title: string };
  requester: string;
  message: ThreadItem;
  consoleUrl: string;
}

/** The team's email for a requester's reply, with the console link. */
export function TeamReplyEmail(props: TeamReplyProps) {
  return (
    <EmailLayout title={EMAIL_TEXTS.teamReplySubject(props.request, props.requester)}>
      <Muted>{EMAIL_TEXTS.teamReplyIntro(props.requester)}</Muted>
      <ThreadMessage
        author={props.message.author}
        at={props.message.at}
        bodyHtml={props.message.bodyHtml}
        note={props.message.files > 0 ? EMAIL_TEXTS.files(props.message.files) : undefined}
      />
      <ActionLink href={props.consoleUrl}>{EMAIL_TEXTS.openInConsole}</ActionLink>
    </EmailLayout>
  );
}
