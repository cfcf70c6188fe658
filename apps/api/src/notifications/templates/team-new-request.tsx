import { EMAIL_TEXTS } from '../texts.js';
import { ActionLink, EmailLayout, Muted } from './layout.js';

export interface TeamNewRequestProps {
  request: { id: number; title: string };
  requester: string;
  details: Array<{ question: string; answer: string }>;
  consoleUrl: string;
}

/** The team's email for a new request: who asked, the survey answers, and the console link. */
export function TeamNewRequestEmail(props: TeamNewRequestProps) {
  return (
    <EmailLayout title={EMAIL_TEXTS.teamNewRequestSubject(props.request)}>
      <Muted>{EMAIL_TEXTS.teamNewRequestIntro(props.requester)}</Muted>
      <dl>
        {props.details.map((detail, index) => (
          <div key={index}>
            <dt style={{ fontWeight: 'bold' }}>{detail.question}</dt>
            <dd style={{ margin: '0 0 8px 0' }}>{detail.answer}</dd>
          </div>
        ))}
      </dl>
      <ActionLink href={props.consoleUrl}>{EMAIL_TEXTS.openInConsole}</ActionLink>
    </EmailLayout>
  );
}
