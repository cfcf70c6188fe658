import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, foundationPages, readTokens } from '../../scripts/foundations.mjs';

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

  it('show contrast pairs that all meet WCAG AA (4.5:1 for text, 3:1 for borders and focus)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    const pairs = contrastPairs();
    expect(pairs.length).toBeGreaterThan(10);
    for (const pair of pairs)
      expect({ ...pair, passes: pair.ratio >= pair.needed }).toMatchObject({ passes: true });
    const page = foundationPages()['colour.mdx'];
    expect(page).toContain('## Contrast pairs');
    for (const pair of pairs) expect(page).toContain(`${pair.ratio.toFixed(2)}:1`);
  });

  it('open with usage before the token tables', () => {
    for (const file of ['colour.mdx', 'spacing.mdx', 'type.mdx', 'motion.mdx'])
      expect(foundationPages()[file]).toMatch(/## Usage\n\n[\s\S]+## Tokens/);
  });
});
