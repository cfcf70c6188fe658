import type { ReactElement } from 'react';
import { render } from '@react-email/render';

export interface RenderedEmail {
  html: string;
  text: string;
}

/** Both parts of an email from one template: the HTML, and the plain text made from that same HTML. */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: 78 } }),
  ]);
  return { html, text };
}
