import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ThreadMessage } from './layout.js';
import { renderEmail } from './render.js';

// The one path message HTML takes into an email: sanitized by the server's sanitizer, whatever was stored,
// in the HTML part and as text in the plain part; nothing else React wrote can become markup.

const at = new Date('2026-03-02T09:00:00.000Z');
const message = (author: string, bodyHtml: string) =>
  createElement(ThreadMessage, { locale: 'en', author, at, bodyHtml });

describe('message HTML in emails', () => {
  it('shows the sanitized HTML of each message in both parts', async () => {
    const { html, text } = await renderEmail(
      createElement(
        'div',
        null,
        message('Concierge', '<p>First <strong>one</strong></p>'),
        message('Concierge', '<p>Second</p><img src=x onerror="alert(1)"><script>alert(2)</script>'),
      ),
    );
    expect(html).toContain('<div><p>First <strong>one</strong></p></div>');
    expect(html).toContain('<div><p>Second</p></div>');
    expect(html).not.toMatch(/onerror|<script|<img|data-message-html/);
    expect(text).toContain('First one');
    expect(text).toContain('Second');
  });

  it('never turns escaped text into markup, even text that looks like a placeholder', async () => {
    const lookalike = '<div data-message-html="0"></div>';
    const { html } = await renderEmail(message(lookalike, `<p>${lookalike.replace(/</g, '&lt;')}</p>`));
    expect(html.match(/<div><p>/g)).toHaveLength(1);
    expect(html).toContain('&lt;div data-message-html=&quot;0&quot;&gt;&lt;/div&gt;');
  });
});
