import type { Locale } from '@concierge/api-client/constants';
import { emailDateTime } from '../i18n/formats.js';
import { ActionLink, EmailLayout } from '../notifications/templates/layout.js';
import { exportReadyMail } from './texts.js';

/**
 * Sent once when an export is ready (docs/personal-data.md#export). It links to the page that downloads it
 * behind sign-in, never to the file: a forwarded or leaked email gives nobody the data.
 */
export function ExportReadyEmail(props: {
  locale: Locale;
  /** The subject, when an admin asked for someone else's data. */
  person?: string | undefined;
  askedAt: Date;
  expiresAt: Date;
  link: string;
}) {
  const T = exportReadyMail(props.locale);
  return (
    <EmailLayout locale={props.locale} title={T.subject}>
      <p>{T.intro(emailDateTime(props.locale, props.askedAt), props.person)}</p>
      <ActionLink href={props.link}>{T.download}</ActionLink>
      <p>{T.expires(emailDateTime(props.locale, props.expiresAt))}</p>
      <p>{T.notYou}</p>
    </EmailLayout>
  );
}
