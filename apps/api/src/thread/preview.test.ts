import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_CHARS } from '../concierge/team-policy.js';
import { firstLineOf } from './preview.js';

describe('the first line of a message', () => {
  it('is the text of the first non-empty block, entities decoded', () => {
    expect(firstLineOf('<p><strong>Hi</strong> Tom &amp; Jerry</p><p>Second</p>')).toBe('Hi Tom & Jerry');
    expect(firstLineOf('<p></p><ul><li>One</li><li>Two</li></ul>')).toBe('One');
    expect(firstLineOf('<p>Line one<br>line two</p>')).toBe('Line one');
  });

  it('is null for a message without text, and cut to the limit', () => {
    expect(firstLineOf('<p> </p>')).toBeNull();
    const long = firstLineOf(`<p>${'a'.repeat(500)}</p>`);
    expect(long).toHaveLength(PREVIEW_MAX_CHARS);
    expect(long?.endsWith('…')).toBe(true);
  });
});
