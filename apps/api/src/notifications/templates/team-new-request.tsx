import type { Locale } from '@concierge/api-client/constants';
import { emailTexts } from '../texts.js';
import { ActionLink, EmailLayout, Muted } from './layout.js';

export interface TeamNewRequestProps {
  /** The team's language (CONCIERGE_TEAM_LOCALE, or the team address's account's). */
  locale: Locale;
  request: { id: number; title: string };
  requester: string;
  details: Array<{ question: string; answer: string }>;
  consoleUrl: string;
}

/** The team's email for a new request: who asked, the survey answers, and the console link. */
export function TeamNewRequestEmail(props: TeamNewRequestProps) {
  const T = emailTexts(props.locale);
  return (
    <EmailLayout locale={props.locale} title={T.teamNewRequestSubject(props.request)}>
      <Muted>{T.teamNewRequestIntro(props.requester)}</Muted>
      <dl>
        {props.details.map((detail, index) => (
          <div key={index}>
            <dt style={{ fontWeight: 'bold' }}>{detail.question}</dt>
            <dd style={{ margin: '0 0 8px 0' }}>{detail.answer}</dd>
          </div>
        ))}
      </dl>
      <ActionLink href={props.consoleUrl}>{T.openInConsole}</ActionLink>
    </EmailLayout>
  );
}
