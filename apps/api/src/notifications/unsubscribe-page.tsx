import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@concierge/api-client/constants';
import { textDirection } from '../i18n/formats.js';
import { unsubscribeTexts } from './texts.js';

export type UnsubscribeView = 'confirm' | 'done' | 'invalid';

/**
 * The page an unsubscribe link opens, without signing in: a confirmation with one button (a GET never
 * unsubscribes: link scanners follow links), then the outcome. No script and no inline style (the CSP).
 */
export function unsubscribePage(
  view: UnsubscribeView,
  formAction: string,
  settingsUrl: string,
  locale: Locale,
): string {
  const UNSUBSCRIBE_TEXTS = unsubscribeTexts(locale);
  const page = (
    <html lang={locale} dir={textDirection(locale) === 'rtl' ? 'rtl' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <meta name="robots" content="noindex" />
        <title>{UNSUBSCRIBE_TEXTS.title}</title>
      </head>
      <body>
        <main>
          <h1>{UNSUBSCRIBE_TEXTS.title}</h1>
          {view === 'confirm' ? (
            <form method="post" action={formAction}>
              <p>{UNSUBSCRIBE_TEXTS.confirm}</p>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit">{UNSUBSCRIBE_TEXTS.button}</button>
            </form>
          ) : (
            <p>{view === 'done' ? UNSUBSCRIBE_TEXTS.done : UNSUBSCRIBE_TEXTS.invalid}</p>
          )}
          <p>
            <a href={settingsUrl}>{UNSUBSCRIBE_TEXTS.settings}</a>
          </p>
        </main>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
