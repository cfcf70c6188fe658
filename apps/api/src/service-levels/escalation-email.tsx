import type { Locale, ServiceLevelTarget } from '@concierge/api-client';
import { emailDateTime } from '../i18n/formats.js';
import { ActionLink, EmailLayout } from '../notifications/templates/layout.js';
import { escalationMail } from './texts.js';

/**
 * An escalation (docs/service-levels.md#escalation): the warning to the assignee before a breach, or the
 * breach to the team and the admins. It names the request and links to it in the console; nothing the
 * requester wrote is in it.
 */
export function EscalationEmail(props: {
  locale: Locale;
  threshold: 'warning' | 'breach';
  target: ServiceLevelTarget;
  request: { id: number; title: string };
  dueAt: Date;
  /** Business minutes left, for a warning. */
  minutesLeft: number;
  /** The breach put the request back in the pool. */
  putBack: boolean;
  toAssignee: boolean;
  link: string;
}) {
  const T = escalationMail(props.locale);
  const values = {
    target: props.target,
    title: props.request.title,
    due: emailDateTime(props.locale, props.dueAt),
  };
  return (
    <EmailLayout
      locale={props.locale}
      title={T.subject(props.threshold, { ...values, id: props.request.id })}
    >
      <p>
        {props.threshold === 'warning'
          ? T.warningIntro({ ...values, minutes: Math.max(0, props.minutesLeft) })
          : T.breachIntro(values)}
      </p>
      {props.putBack ? <p>{T.backInQueue}</p> : null}
      <ActionLink href={props.link}>{T.open}</ActionLink>
      <p>{props.toAssignee ? T.whyAssignee : T.whyTeam}</p>
    </EmailLayout>
  );
}
