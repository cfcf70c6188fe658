// Webhooks' texts: the errors an admin reads in the console, and the email the admins get when an endpoint
// is turned off for failing. The English is the catalogs' source.
import type { Locale } from '@concierge/api-client/constants';
import { translator } from '../i18n/catalogs.js';
import { defineMessages, defineTexts } from '../i18n/text-registry.js';

export const WEBHOOK_ERRORS = defineTexts({
  notFound: 'No webhook endpoint has this id.',
  httpsRequired: 'Use an https:// address.',
  addressRefused: 'This address is on a private network. Webhooks go to public addresses only.',
  unknownCompany: 'No company has this id.',
  deliveryNotFound: 'This delivery is not in the endpoint’s log.',
  turnedOff: 'This endpoint is turned off. Turn it on to send events to it again.',
});

const M = defineMessages({
  disabledSubject: 'A webhook endpoint was turned off',
  disabledBody: {
    message:
      'Every delivery to the webhook endpoint {url} ({description}) has failed since {since}, so it was turned off and receives no events.\n\nFix the receiver, then turn the endpoint back on in the console:\n{link}',
    comment:
      '{url}: the endpoint’s address; {description}: its description; {since}: a date and time in UTC; {link}: the address of a page, on a line of its own.',
  },
});

/** The email telling an admin that an endpoint was turned off, in the admin's language. */
export function endpointDisabledMail(
  locale: Locale,
  values: { url: string; description: string; since: string; link: string },
) {
  const t = translator(locale);
  return { subject: t(M.disabledSubject), body: t(M.disabledBody, values) };
}
