// @vitest-environment jsdom
// DOMPurify needs a faithful HTML parser: happy-dom keeps <script> and drops whole trees where jsdom and
// browsers do not, so the sanitizer (and the composer, whose HTML it cleans) is tested in jsdom.
import { describe, expect, it } from 'vitest';
import { MESSAGE_TAGS, sanitizeHtml } from './sanitize-html';

const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]);

describe('sanitizeHtml', () => {
  it('keeps exactly the server’s tags', () => {
    const all = MESSAGE_TAGS.filter((tag) => tag !== 'br' && tag !== 'a')
      .map((tag) => `<${tag}>x</${tag}>`)
      .join('');
    const clean = sanitizeHtml(`${all}<br><a href="https://example.com">l</a>`);
    expect(new Set(tagsOf(clean))).toEqual(new Set(MESSAGE_TAGS));
  });

  it('drops every other tag and attribute, keeping the text', () => {
    const clean = sanitizeHtml(
      '<h1 id="a" class="b" style="color:red">Title</h1><img src=x onerror="alert(1)"><script>alert(1)</script>' +
        '<p onclick="x()" data-x="1" aria-label="y">Text <span>inside</span></p><iframe src="https://x"></iframe>',
    );
    expect(clean).toBe('Title<p>Text inside</p>');
  });

  it('keeps http(s) and mailto links, opening in a new tab without opener or referrer', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_self" rel="x">a</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@example.com">m</a>')).toContain('href="mailto:a@example.com"');
  });

  it('removes any other link address', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      '/relative',
      'ftp://x',
    ]) {
      const clean = sanitizeHtml(`<a href="${href}" target="_blank">a</a>`);
      expect(clean).toBe('<a>a</a>');
    }
  });

  it('is stable: cleaning twice changes nothing', () => {
    const payload =
      '<p><strong>Hi</strong> <a href="https://x.test">x</a></p><svg><style><img src=x onerror=alert(1)>';
    const once = sanitizeHtml(payload);
    expect(sanitizeHtml(once)).toBe(once);
    expect(once).not.toMatch(/onerror|<img|<svg|<style/);
  });
});
