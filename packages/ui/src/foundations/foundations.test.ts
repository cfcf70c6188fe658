import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foundationPages, readTokens } from '../../scripts/foundations.mjs';

const dir = import.meta.dirname;

describe('Storybook foundations pages', () => {
  it('are the ones generated from the current tokens and icons (run pnpm build:storybook to refresh)', () => {
    const pages = foundationPages();
    expect(
      readdirSync(dir)
        .filter((file) => file.endsWith('.mdx'))
        .sort(),
    ).toEqual(Object.keys(pages).sort());
    for (const [file, text] of Object.entries(pages))
      expect(readFileSync(path.join(dir, file), 'utf8')).toBe(text);
  });

  it('list every colour token with its value', () => {
    const colours = readTokens().filter((token) => token.name.startsWith('--cui-color-'));
    expect(colours.length).toBeGreaterThan(10);
    const page = foundationPages()['colour.mdx'];
    for (const token of colours) expect(page).toContain(JSON.stringify(token.value));
  });
});
