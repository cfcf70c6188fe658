import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { TRANSITIONS } from '../index.js';

/** The README's transition table, rendered from the machine's own data. */
function renderTable(): string {
  const code = (text: string) => `\`${text}\``;
  return [
    '| Event | From | Only when | To |',
    '|---|---|---|---|',
    ...TRANSITIONS.map(
      (row) =>
        `| ${code(row.event)} | ${row.from.map(code).join(', ')} | ${row.when?.label ?? '—'} | ${row.to.label} |`,
    ),
  ].join('\n');
}

/** Table cells without the padding prettier adds when it aligns columns. */
const normalize = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line.trim().startsWith('|')
        ? line
            .trim()
            .split('|')
            .map((cell) => cell.trim().replace(/^:?-+:?$/, '---'))
            .join('|')
        : line,
    )
    .join('\n');

it('the README shows the transition table the machine runs', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  expect(normalize(readme)).toContain(normalize(renderTable()));
});
