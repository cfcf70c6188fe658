import { describe, expect, it } from 'vitest';
import { escapeHtml, plainTextToHtml } from './plain-text-html';

describe('plainTextToHtml', () => {
  it('makes one paragraph of a single line', () => {
    expect(plainTextToHtml('Thanks, that works.')).toBe('<p>Thanks, that works.</p>');
  });

  it('starts a new paragraph at a blank line and breaks the line at a single newline', () => {
    expect(plainTextToHtml('Hello,\nthe tap still drips.\n\nBest,\nRobin')).toBe(
      '<p>Hello,<br>the tap still drips.</p><p>Best,<br>Robin</p>',
    );
  });

  it('treats several blank lines, blank lines with spaces and Windows line ends as one break', () => {
    expect(plainTextToHtml('One\r\n\r\n\r\nTwo\n  \t\nThree')).toBe('<p>One</p><p>Two</p><p>Three</p>');
  });

  it('drops whitespace around the text and around each line', () => {
    expect(plainTextToHtml('\n\n  First line  \n  second  \n\n')).toBe('<p>First line<br>second</p>');
  });

  it('escapes markup, so what was typed is shown, never run', () => {
    expect(plainTextToHtml('<script>alert("x")</script> & <b>bold</b>\n<img src=x onerror=\'y\'>')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;<br>' +
        '&lt;img src=x onerror=&#39;y&#39;&gt;</p>',
    );
  });

  it('gives nothing for empty or blank text', () => {
    expect(plainTextToHtml('')).toBe('');
    expect(plainTextToHtml(' \n\n \t ')).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes each HTML-significant character and leaves the rest', () => {
    expect(escapeHtml(`a&b<c>d"e'f — ü`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f — ü');
  });
});
