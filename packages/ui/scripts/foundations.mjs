// The Storybook foundations pages, generated from the kit's CSS tokens (src/tokens/tokens.css) and its
// icons (src/icons/icons.tsx), so that designers see the values the components really use. Run by
// `pnpm build:storybook` (scripts/generate-foundations.mjs); a unit test fails when the committed pages drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The custom properties of the first `:root` block, in order: [{ name, value }]. */
export function readTokens(css = readFileSync(path.join(root, 'src/tokens/tokens.css'), 'utf8')) {
  const block = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  return [...block.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--cui-[\w-]+)\s*:\s*([^;]+);/g)].map(
    ([, name, value]) => ({ name, value: value.trim() }),
  );
}

export function readIconNames(source = readFileSync(path.join(root, 'src/icons/icons.tsx'), 'utf8')) {
  return [...source.matchAll(/^export function (\w+)\(/gm)].map(([, name]) => name);
}

/** How to use each page's tokens: shown above its table, for designers and for code. */
const USAGE = {
  colour: [
    'Use the tokens by role, never by hue: `--cui-color-text` on `--cui-color-surface` for reading, `--cui-color-primary` for the one main action of a view, `--cui-color-danger` only for what destroys or fails.',
    'Colour never carries meaning alone: an error also has its icon and its words, a selected chip its check mark. Focus is always `--cui-color-focus`, a 2 px ring that every interactive component shows.',
    'Text pairs must reach 4.5:1 (WCAG AA), large text and borders that identify a control 3:1. The pairs the components use are below, with their measured contrast.',
  ],
  spacing: [
    'Space in steps of the scale, never in between: `--cui-space-1` inside a control (icon to label), `--cui-space-2` and `--cui-space-3` between related items, `--cui-space-4` and up between groups and sections.',
    'Write spacing with logical properties (`margin-inline-start`, `padding-block`), so layouts mirror in right-to-left languages. Round corners with the radius tokens: `sm` for controls, `md` and `lg` for cards, dialogs and drawers, `pill` for chips and badges.',
    'Buttons and inputs are at least 40 px tall; keep that size for anything a finger must hit, whatever the spacing around it.',
  ],
  type: [
    'One family, the system stack, so text renders in each reader’s own script without a web font. Sizes: `--cui-font-size-sm` for hints, meta data and captions; `--cui-font-size-md` for body text and controls; `--cui-font-size-lg` for titles in cards, dialogs and drawers.',
    'Line height `--cui-line-height` (1.5) for body text; sizes are in `rem`, so text follows the reader’s own browser setting.',
    'Keep lines short (about 70 characters) and leave room to grow: translations are longer than English, and every story is checked in the pseudo-locale at 320 px for clipped text.',
  ],
  motion: [
    'Motion explains a change (a drawer slides from where it lives, the ink bar follows the chosen tab); it never decorates. Use the token named for the movement: `--cui-motion-fade`, `--cui-motion-slide`, `--cui-motion-ink-bar`.',
    'Readers who ask for reduced motion (`prefers-reduced-motion: reduce`) get almost none: the motion tokens drop to 1 ms (the spinner only slows down, so it never reads as a hung page), and a component must still be complete without its motion.',
    'Shadows lift what floats over the page (menus, drawers, toasts); the layer tokens (`--cui-z-*`) keep them in one order, so a toast is never hidden under a drawer.',
  ],
};

/** The text and background pairs the components use, checked by their contrast (WCAG 2.2). */
const CONTRAST_PAIRS = [
  ['--cui-color-text', '--cui-color-surface', 'body text'],
  ['--cui-color-text', '--cui-color-surface-muted', 'text on a muted panel'],
  ['--cui-color-text-muted', '--cui-color-surface', 'hints and meta data'],
  ['--cui-color-text-muted', '--cui-color-surface-muted', 'hints on a muted panel'],
  ['--cui-color-on-primary', '--cui-color-primary', 'primary button'],
  ['--cui-color-on-primary', '--cui-color-primary-strong', 'primary button, hovered'],
  ['--cui-color-primary', '--cui-color-surface', 'links, secondary buttons'],
  ['--cui-color-primary', '--cui-color-primary-subtle', 'selected chip'],
  ['--cui-color-danger', '--cui-color-surface', 'error text'],
  ['--cui-color-danger-strong', '--cui-color-danger-surface', 'error alert'],
  ['--cui-color-success', '--cui-color-success-surface', 'success message'],
  ['--cui-color-warning', '--cui-color-warning-surface', 'warning message'],
  ['--cui-color-text', '--cui-color-info-surface', 'information message'],
  ['--cui-color-border', '--cui-color-surface', 'input borders (3:1 needed)'],
  ['--cui-color-focus', '--cui-color-surface', 'focus ring (3:1 needed)'],
];

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex) {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, e.g. 4.5 for 4.5:1. */
export function contrastRatio(foreground, background) {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The pairs with their values and ratio: [{ foreground, background, use, ratio, needed }]. */
export function contrastPairs(tokens = readTokens()) {
  const value = (name) => tokens.find((token) => token.name === name)?.value;
  return CONTRAST_PAIRS.map(([foreground, background, use]) => ({
    foreground,
    background,
    use,
    ratio: contrastRatio(value(foreground), value(background)),
    needed: use.includes('3:1') ? 3 : 4.5,
  }));
}

function contrastTable(tokens) {
  const rows = contrastPairs(tokens).map(
    (pair) =>
      `    <tr>\n      <td><span style={{ padding: '2px 8px', color: 'var(${pair.foreground})', background: 'var(${pair.background})', border: '1px solid var(--cui-color-border-subtle)' }}>Aa</span></td>\n      <td><code>{${JSON.stringify(pair.foreground)}}</code> on <code>{${JSON.stringify(pair.background)}}</code></td>\n      <td>${pair.use}</td>\n      <td>${pair.ratio.toFixed(2)}:1</td>\n    </tr>`,
  );
  return `
## Contrast pairs

<table>
  <thead>
    <tr>
      <th>Sample</th>
      <th>Pair</th>
      <th>Used for</th>
      <th>Contrast</th>
    </tr>
  </thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
`;
}

const PAGES = [
  { file: 'colour', title: 'Colour', prefixes: ['--cui-color-'], sample: 'colour' },
  {
    file: 'spacing',
    title: 'Spacing and radius',
    prefixes: ['--cui-space-', '--cui-radius-'],
    sample: 'length',
  },
  { file: 'type', title: 'Type', prefixes: ['--cui-font-', '--cui-line-height'], sample: 'type' },
  {
    file: 'motion',
    title: 'Motion, elevation and layers',
    prefixes: [
      '--cui-motion-',
      '--cui-easing-',
      '--cui-shadow-',
      '--cui-z-',
      '--cui-drawer-',
      '--cui-spinner-',
      '--cui-chip-',
    ],
    sample: 'shadow',
  },
];

const HEADER = (
  title,
) => `{/* Generated by packages/ui/scripts/generate-foundations.mjs from src/tokens/tokens.css: do not edit. */}

import { Meta } from '@storybook/addon-docs/blocks';

<Meta title="Foundations/${title}" />

# ${title}
`;

function sampleOf(kind, name) {
  const v = `var(${name})`;
  if (kind === 'colour')
    return `<span style={{ display: 'inline-block', width: 48, height: 24, background: '${v}', border: '1px solid var(--cui-color-border-subtle)' }} />`;
  if (kind === 'length' && name.includes('space'))
    return `<span style={{ display: 'inline-block', width: '${v}', height: 12, background: 'var(--cui-color-primary)' }} />`;
  if (kind === 'length')
    return `<span style={{ display: 'inline-block', width: 48, height: 24, borderRadius: '${v}', border: '2px solid var(--cui-color-primary)' }} />`;
  if (kind === 'type' && name.includes('size')) return `<span style={{ fontSize: '${v}' }}>Concierge</span>`;
  if (kind === 'shadow' && name.includes('shadow'))
    return `<span style={{ display: 'inline-block', width: 48, height: 24, boxShadow: '${v}' }} />`;
  return '';
}

/** { 'colour.mdx': '…', … } */
export function foundationPages(tokens = readTokens(), icons = readIconNames()) {
  const pages = {};
  for (const page of PAGES) {
    const rows = tokens
      .filter((token) => page.prefixes.some((prefix) => token.name.startsWith(prefix)))
      .map(
        (token) =>
          `    <tr>\n      <td><code>{${JSON.stringify(token.name)}}</code></td>\n      <td><code>{${JSON.stringify(token.value)}}</code></td>\n      <td>${sampleOf(page.sample, token.name)}</td>\n    </tr>`,
      );
    const usage = USAGE[page.file].map((paragraph) => `${paragraph}\n`).join('\n');
    pages[`${page.file}.mdx`] = `${HEADER(page.title)}
## Usage

${usage}
## Tokens

<table>
  <thead>
    <tr>
      <th>Token</th>
      <th>Value</th>
      <th>Sample</th>
    </tr>
  </thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
${page.file === 'colour' ? contrastTable(tokens) : ''}`;
  }
  pages['icons.mdx'] = `${HEADER('Icons').replace(
    "import { Meta } from '@storybook/addon-docs/blocks';",
    `import { Meta } from '@storybook/addon-docs/blocks';\nimport { ${icons.join(', ')} } from '../icons/icons.js';`,
  )}
<table>
  <tbody>
${icons.map((icon) => `    <tr>\n      <td><${icon} /></td>\n      <td><code>${icon}</code></td>\n    </tr>`).join('\n')}
  </tbody>
</table>
`;
  return pages;
}
