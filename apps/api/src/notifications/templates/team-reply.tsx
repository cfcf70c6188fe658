import type { Locale } from '@concierge/api-client/constants';
import { emailTexts } from '../texts.js';
import { ActionLink, EmailLayout, Muted, ThreadMessage } from './layout.js';
import type { ThreadItem } from './requester-update.js';

export interface TeamReplyProps {
  /** The team's language (CONCIERGE_TEAM_LOCALE, or the team address's account's). */
  locale: Locale;
  request: { id: number; title: string };
  requester: string;
  message: ThreadItem;
  consoleUrl: string;
}

/** The team's email for a requester's reply, with the console link. */
export function TeamReplyEmail(props: TeamReplyProps) {
  const T = emailTexts(props.locale);
  return (
    <EmailLayout locale={props.locale} title={T.teamReplySubject(props.request, props.requester)}>
      <Muted>{T.teamReplyIntro(props.requester)}</Muted>
      <ThreadMessage
        locale={props.locale}
        author={props.message.author}
        at={props.message.at}
        bodyHtml={props.message.bodyHtml}
        note={props.message.files > 0 ? T.files(props.message.files) : undefined}
      />
      <ActionLink href={props.consoleUrl}>{T.openInConsole}</ActionLink>
    </EmailLayout>
  );
}
