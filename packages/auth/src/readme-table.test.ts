import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { markdownTable, readmeShowsTable } from '@concierge/config/readme-tables';
import { TRANSITIONS } from './index.js';

const code = (text: string) => `\`${text}\``;

/** The README's transition table, rendered from the machine's own data. */
const transitionTable = () =>
  markdownTable(
    ['Event', 'From', 'Only when', 'To'],
    TRANSITIONS.map((row) => [
      code(row.event),
      row.from.map(code).join(', '),
      row.when?.label ?? '—',
      row.to.label,
    ]),
  );

it('the README shows the transition table the machine runs', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  expect(readmeShowsTable(readme, transitionTable())).toBe(true);
});
