import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LINK_ATTRIBUTES, MESSAGE_TAGS, paragraphHtml, sanitizeMessageHtml } from './sanitize.js';

const corpus = JSON.parse(
  readFileSync(new URL('../testing/fixtures/dompurify-payloads.json', import.meta.url), 'utf8'),
) as Array<{ title: string; payload: string }>;

// A few classics of the OWASP XSS filter evasion cheat sheet, on top of DOMPurify's own fixtures.
const OWASP = [
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  "<BODY ONLOAD=alert('XSS')>",
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="http://x" style="background:url(javascript:alert(1))">x</a>',
  '<p/onmouseover=alert(1)>hi</p>',
  '"><script>alert(1)</script>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
];

const payloads = [...corpus.map((entry) => entry.payload), ...OWASP];
const DANGEROUS_URL = /(?:javascript|vbscript)\s*:|data:\s*text\/html/i;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
const ATTRIBUTE = /\s([^\s=/>]+)(?:="([^"]*)")?/g;

describe('the message sanitizer', () => {
  it('holds the invariants over every payload of the corpus', () => {
    expect(corpus.length).toBeGreaterThan(200);
    for (const payload of payloads) {
      const once = sanitizeMessageHtml(payload);
      expect(sanitizeMessageHtml(once), payload).toBe(once);
      expect(once, payload).not.toMatch(/<script/i);
      expect(once, payload).not.toMatch(DANGEROUS_URL);
      for (const [, tag = '', attributes = ''] of once.matchAll(TAG)) {
        expect(MESSAGE_TAGS, payload).toContain(tag.toLowerCase());
        for (const [, name = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
          expect(name, payload).not.toMatch(/^on/i);
          expect(tag === 'a' && ['href', 'target', 'rel'].includes(name), `${payload} → ${name}`).toBe(true);
          if (name === 'href') expect(value, payload).toMatch(/^(?:https?:|mailto:)/i);
        }
      }
    }
  });

  it('keeps the allowed formatting and links, forcing a new tab without opener or referrer', () => {
    const { target, rel } = MESSAGE_LINK_ATTRIBUTES;
    expect(rel).toBe('noopener noreferrer');
    const cases: Array<[string, string]> = [
      [
        '<p>Hi <strong>there</strong>, <em>see</em> <u>this</u></p>',
        '<p>Hi <strong>there</strong>, <em>see</em> <u>this</u></p>',
      ],
      ['<ul><li>one<li>two</ul><ol><li>x</li></ol>', '<ul><li>one</li><li>two</li></ul><ol><li>x</li></ol>'],
      [
        '<blockquote>q</blockquote><pre><code>a &lt; b</code></pre><br>',
        '<blockquote>q</blockquote><pre><code>a &lt; b</code></pre><br />',
      ],
      [
        '<a href="https://example.com/?a=1&b=2" target="_self" rel="opener">x</a>',
        `<a href="https://example.com/?a=1&amp;b=2" target="${target}" rel="${rel}">x</a>`,
      ],
      [
        '<a href="mailto:help@example.com">mail</a>',
        `<a href="mailto:help@example.com" target="${target}" rel="${rel}">mail</a>`,
      ],
      ['<a href="/relative">x</a>', `<a target="${target}" rel="${rel}">x</a>`],
      ['<h1 class="big">Title</h1><div>text</div>', 'Titletext'],
      ['<img src="https://example.com/a.png">after', 'after'],
      ['<style>p{}</style><p>kept</p>', '<p>kept</p>'],
      ['  <p>trimmed</p>\n', '<p>trimmed</p>'],
    ];
    for (const [input, output] of cases) expect(sanitizeMessageHtml(input)).toBe(output);
  });

  it('escapes text as one paragraph for system messages', () => {
    const html = paragraphHtml('Status <changed> & "done"');
    expect(html).toBe('<p>Status &lt;changed&gt; &amp; "done"</p>');
    expect(sanitizeMessageHtml(html)).toBe(html);
  });
});
