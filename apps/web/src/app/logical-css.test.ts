// Right to left: the app's CSS says start and end, never left and right, as the kit's does
// (packages/ui/src/logical-css.test.ts), so Arabic mirrors what English lays out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLESHEETS = ['app.css'].map((name) => path.join(import.meta.dirname, name));

/** Declarations that name a side: a left or right property, or a left or right alignment or float. */
function physicalDeclarations(css: string): string[] {
  const blanked = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: string[] = [];
  for (const match of blanked.matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/g)) {
    const [, property = '', value = ''] = match;
    const line = blanked.slice(0, match.index).split('\n').length;
    const sided = /(^|-)(left|right)(-|$)/.test(property);
    const aligned = /^(text-align|float|clear)$/.test(property) && /\b(left|right)\b/.test(value);
    if (sided || aligned) found.push(`line ${line}: ${property}: ${value.trim()}`);
  }
  return found;
}

describe("the app's CSS uses logical properties only", () => {
  it.each(STYLESHEETS)('%s names no left or right', (file) => {
    expect(physicalDeclarations(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('finds a physical declaration where there is one', () => {
    expect(physicalDeclarations('.a { margin-left: 0; text-align: right; inset-inline-start: 0; }')).toEqual([
      'line 1: margin-left: 0',
      'line 1: text-align: right',
    ]);
  });
});
