// @vitest-environment jsdom
// DOMPurify needs a faithful HTML parser: happy-dom keeps <script> and drops whole trees where jsdom and
// browsers do not, so the sanitizer (and the composer, whose HTML it cleans) is tested in jsdom.
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { MESSAGE_TAGS } from '@concierge/api-client';
import { createComposerExtensions, isAllowedLink } from './composer-extensions';
import { composerHtml, sendSignature } from './composer-html';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function editorWith(content: string) {
  editor = new Editor({ extensions: createComposerExtensions(), content });
  return editor;
}

const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]);

describe('the composer', () => {
  it('keeps what the server keeps: bold, italic, lists, links, blockquote, inline code', () => {
    const html = composerHtml(
      editorWith(
        '<p><strong>Bold</strong> <em>italic</em> <code>code</code> <a href="https://example.com">link</a></p>' +
          '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quoted</p></blockquote>',
      ),
    );
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<ul><li><p>one</p></li></ul>');
    expect(html).toContain('<ol><li><p>two</p></li></ol>');
    expect(html).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(html).toMatch(/<a [^>]*href="https:\/\/example.com"[^>]*>link<\/a>/);
  });

  it('turns everything else into paragraphs and plain text, never a tag the server drops', () => {
    const html = composerHtml(
      editorWith(
        '<h1>Heading</h1><p><s>struck</s> <u>under</u> <span style="color:red">red</span></p><hr>' +
          '<pre><code>block</code></pre><img src="https://example.com/x.png"><table><tr><td>cell</td></tr></table>' +
          '<p><a href="javascript:alert(1)">bad link</a></p>',
      ),
    );
    for (const tag of tagsOf(html)) expect(MESSAGE_TAGS).toContain(tag);
    expect(html).not.toMatch(/<(h1|s|u|hr|pre|img|table|span)\b/);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('Heading');
    expect(html).toContain('struck');
    expect(html).toContain('bad link');
  });

  it('sends nothing for an empty or blank reply', () => {
    expect(composerHtml(editorWith(''))).toBe('');
    expect(composerHtml(editorWith('<p>   </p><p></p>'))).toBe('');
  });

  it('toggles bold and lists with the same commands as the toolbar and shortcuts', () => {
    const current = editorWith('<p>Hello</p>');
    current.chain().selectAll().toggleBold().run();
    expect(composerHtml(current)).toBe('<p><strong>Hello</strong></p>');
    current.chain().selectAll().toggleBulletList().run();
    expect(composerHtml(current)).toBe('<ul><li><p><strong>Hello</strong></p></li></ul>');
  });

  it('allows only http(s) and mailto links', () => {
    expect(isAllowedLink('https://example.com')).toBe(true);
    expect(isAllowedLink('mailto:someone@example.com')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('data:text/html,x')).toBe(false);
    expect(isAllowedLink('example.com')).toBe(false);
  });

  it('gives one send signature per body and attachment', () => {
    expect(sendSignature('<p>a</p>', null)).toBe(sendSignature('<p>a</p>', null));
    expect(sendSignature('<p>a</p>', 'k')).not.toBe(sendSignature('<p>a</p>', null));
  });
});
