import type { ReactNode } from 'react';
import type { Locale } from '@concierge/api-client/constants';
import { emailDateTime, textDirection } from '../../i18n/formats.js';
import { MessageHtml } from './message-html.js';

const page = { fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933', backgroundColor: '#f5f7fa' };
const card = { maxWidth: '560px', margin: '0 auto', padding: '24px', backgroundColor: '#ffffff' };
const button = {
  display: 'inline-block',
  padding: '10px 18px',
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  borderRadius: '6px',
  textDecoration: 'none',
};
const muted = { color: '#52606d', fontSize: '13px' };

/**
 * Right to left only where it applies: English, Spanish and French keep the markup they had (no `dir`).
 * The card repeats it because some webmail clients drop the `<html>` element's attributes.
 */
const direction = (locale: Locale) => (textDirection(locale) === 'rtl' ? 'rtl' : undefined);

/** The frame every notification shares: a title, the content, and an optional footer, in the reader's language. */
export function EmailLayout(props: {
  locale: Locale;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <html lang={props.locale} dir={direction(props.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{props.title}</title>
      </head>
      <body style={page}>
        <div style={card} dir={direction(props.locale)}>
          <h1 style={{ fontSize: '20px' }}>{props.title}</h1>
          {props.children}
          {props.footer ? <div style={{ ...muted, marginTop: '32px' }}>{props.footer}</div> : null}
        </div>
      </body>
    </html>
  );
}

export function ActionLink(props: { href: string; children: ReactNode }) {
  return (
    <p>
      <a href={props.href} style={button}>
        {props.children}
      </a>
    </p>
  );
}

// The rule beside a quoted message, on the side lines start from. Physical properties on purpose: mail clients
// (Outlook, older Gmail apps) ignore the logical ones.
const quoteRule = (locale: Locale) =>
  textDirection(locale) === 'rtl'
    ? { borderRight: '3px solid #cbd2d9', paddingRight: '12px', margin: '16px 0' }
    : { borderLeft: '3px solid #cbd2d9', paddingLeft: '12px', margin: '16px 0' };

/** One message of a thread: who wrote it, when, and its HTML (sanitized again here, whatever was stored). */
export function ThreadMessage(props: {
  locale: Locale;
  author: string;
  at: Date;
  bodyHtml: string;
  note?: string | undefined;
}) {
  return (
    <div style={quoteRule(props.locale)}>
      <p style={{ ...muted, margin: 0 }}>
        <strong>{props.author}</strong> · {emailDateTime(props.locale, props.at)}
      </p>
      <MessageHtml html={props.bodyHtml} />
      {props.note ? <p style={muted}>{props.note}</p> : null}
    </div>
  );
}

export const Muted = (props: { children: ReactNode }) => <p style={muted}>{props.children}</p>;
