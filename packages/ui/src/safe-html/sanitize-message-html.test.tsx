// @vitest-environment jsdom
// jsdom, not happy-dom as the kit's other unit tests: under happy-dom DOMPurify keeps only the last text
// node of its input (it parses through DOMParser, which happy-dom does not do faithfully), so nothing here
// could be tested. jsdom parses like a browser; the stories run the same payloads in Chromium too
// (safe-html.stories.tsx), which is where mutation XSS really happens.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_LINK_ATTRIBUTES, MESSAGE_TAGS } from '@concierge/api-client/constants';
import { SafeHtml } from './safe-html.js';
import { sanitizeMessageHtml } from './sanitize-message-html.js';
import { XSS_PAYLOADS, messageHtmlViolations } from './xss-payloads.js';

const parse = (html: string) => {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return holder.content;
};
const tagsOf = (html: string) =>
  Array.from(parse(html).querySelectorAll('*'), (element) => element.tagName.toLowerCase());
const LINK = `target="${MESSAGE_LINK_ATTRIBUTES.target}" rel="${MESSAGE_LINK_ATTRIBUTES.rel}"`;

afterEach(cleanup);

describe('sanitizeMessageHtml', () => {
  it('keeps every one of the contract’s tags', () => {
    const html = MESSAGE_TAGS.map((tag) =>
      tag === 'br' ? '<br>' : tag === 'a' ? '<a href="https://example.com">l</a>' : `<${tag}>x</${tag}>`,
    ).join('');
    expect(new Set(tagsOf(sanitizeMessageHtml(html)))).toEqual(new Set(MESSAGE_TAGS));
  });

  it('drops every other tag and attribute, keeping the text', () => {
    expect(
      sanitizeMessageHtml(
        '<h1 id="a" class="b" style="color:red">Title</h1><p onclick="x()" data-x="1" aria-label="y">' +
          'Text <span>inside</span></p><iframe src="https://x.test"></iframe>',
      ),
    ).toBe('Title<p>Text inside</p>');
  });

  it('keeps http, https and mailto links, opening in a new tab without opener or referrer', () => {
    expect(sanitizeMessageHtml('<a href="https://example.com" target="_self" rel="opener">a</a>')).toBe(
      `<a href="https://example.com" ${LINK}>a</a>`,
    );
    expect(sanitizeMessageHtml('<a href="http://example.com">a</a>')).toBe(
      `<a href="http://example.com" ${LINK}>a</a>`,
    );
    expect(sanitizeMessageHtml('<a href="mailto:help@example.com">m</a>')).toBe(
      `<a href="mailto:help@example.com" ${LINK}>m</a>`,
    );
  });

  it('takes the address, target and rel from a link with any other address', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'data:image/png;base64,AAAA',
      'vbscript:x',
      '/relative',
      'tel:+15551234567',
      'ftp://example.com',
    ]) {
      expect(sanitizeMessageHtml(`<a href="${href}" target="_blank" rel="opener">a</a>`), href).toBe(
        '<a>a</a>',
      );
    }
    expect(sanitizeMessageHtml('<a target="_top" rel="opener">a</a>')).toBe('<a>a</a>');
  });

  it('allows link attributes on links only', () => {
    expect(sanitizeMessageHtml('<p href="https://x.test" target="_top" rel="x">Text</p>')).toBe(
      '<p>Text</p>',
    );
  });

  it.each(XSS_PAYLOADS)('defuses $title, and cleaning again changes nothing', ({ html }) => {
    const clean = sanitizeMessageHtml(html);
    expect(messageHtmlViolations(parse(clean))).toEqual([]);
    expect(clean).not.toMatch(/<(?:script|img|svg|style|form|iframe|select|template)|on[a-z]+=/i);
    expect(sanitizeMessageHtml(clean)).toBe(clean);
  });

  it('keeps the visible text of a dropped element but not script or style text', () => {
    const clean = sanitizeMessageHtml('<style>p{}</style><p>Shown</p><script>hidden()</script>');
    expect(clean).toBe('<p>Shown</p>');
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned HTML inside the chosen element', () => {
    const { container } = render(
      <SafeHtml
        as="section"
        className="body"
        html='<p>Hello <strong>there</strong></p><img src=x onerror="alert(1)"><a href="javascript:x">x</a>'
      />,
    );
    const holder = container.firstElementChild!;
    expect(holder.tagName).toBe('SECTION');
    expect(holder.className).toBe('body');
    expect(holder.innerHTML).toBe('<p>Hello <strong>there</strong></p><a>x</a>');
  });

  it('renders a div by default', () => {
    const { container } = render(<SafeHtml html="<p>x</p>" />);
    expect(container.firstElementChild!.tagName).toBe('DIV');
  });
});
