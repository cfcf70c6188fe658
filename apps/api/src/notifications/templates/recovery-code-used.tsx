import type { Locale } from '@concierge/api-client/constants';
import { emailDateTime } from '../../i18n/formats.js';
import { recoveryCodeMail } from '../../mfa/texts.js';
import { EmailLayout, Muted } from './layout.js';

/** Sent at each use of a recovery code: the owner learns of it, and what to do if it was not them. */
export function RecoveryCodeUsedEmail(props: { locale: Locale; remaining: number; at: Date }) {
  const T = recoveryCodeMail(props.locale);
  return (
    <EmailLayout locale={props.locale} title={T.subject}>
      <p>{T.intro}</p>
      <Muted>{emailDateTime(props.locale, props.at)}</Muted>
      <p>{T.remaining(props.remaining)}</p>
      <p>{T.notYou}</p>
    </EmailLayout>
  );
}
