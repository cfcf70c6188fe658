import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { renderMessageHtml } from './message-html.js';

export interface RenderedEmail {
  html: string;
  text: string;
}

/** Both parts of an email from one template: the HTML, and the plain text made from that same HTML. */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = await renderMessageHtml(element, (filled) => render(filled));
  return { html, text: toPlainText(html, { wordwrap: 78 }) };
}
