import type { Locale } from '@concierge/api-client/constants';
import { emailDateTime } from '../i18n/formats.js';
import { EmailLayout } from '../notifications/templates/layout.js';
import { erasureMail } from './texts.js';

/** Sent when an erasure is asked for (docs/personal-data.md#erasure): when it will happen, and how to stop it. */
export function ErasureAskedEmail(props: { locale: Locale; due: Date }) {
  const T = erasureMail(props.locale);
  return (
    <EmailLayout locale={props.locale} title={T.subject}>
      <p>{T.intro(emailDateTime(props.locale, props.due))}</p>
      <p>{T.keep}</p>
      <p>{T.notYou}</p>
    </EmailLayout>
  );
}
