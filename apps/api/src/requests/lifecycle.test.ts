import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONCIERGE_MOVES, type RequestState } from '@concierge/api-client';
import { markdownTable, readmeShowsTable } from '@concierge/config/readme-tables';
import { packageRoot } from '../package-root.js';
import {
  ACTOR_ROLES,
  LIFECYCLE,
  outcomeWithoutRow,
  REQUEST_ACTIONS,
  viaLabel,
  type ActionRule,
  type RequestAction,
} from './lifecycle.js';

const STATES = Object.keys(CONCIERGE_MOVES) as RequestState[];
const ACTIONS = Object.keys(REQUEST_ACTIONS) as RequestAction[];
const code = (text: string) => `\`${text}\``;

/** The README's two tables of "A request's life", rendered from the lifecycle's own data. */
function renderTables(): string[] {
  const transitions = markdownTable(
    ['Action', 'By', 'From', 'To', 'Thread note', 'Notifier'],
    LIFECYCLE.map((row) => [
      code(row.action),
      row.by.map((role) => ACTOR_ROLES[role]).join(', '),
      code(row.from),
      code(row.to),
      row.note({ to: row.to, name: '{name}', reason: '{reason}' }),
      row.notify ? code(row.notify) : '—',
    ]),
  );
  const otherwise = markdownTable(
    ['Action', 'Taken by', 'Already in the target list', 'From a list without a row'],
    ACTIONS.map((action) => {
      const rule: ActionRule = REQUEST_ACTIONS[action];
      return [code(action), viaLabel(action), rule.whenThere.label, rule.otherwise?.label ?? '—'];
    }),
  );
  return [transitions, otherwise];
}

describe('the lifecycle table', () => {
  it('moves as the concierge exactly the contract’s CONCIERGE_MOVES, which the console offers', () => {
    const moves = LIFECYCLE.filter((row) => row.action === 'move').map((row) => [row.from, row.to]);
    const contract = STATES.flatMap((from) => CONCIERGE_MOVES[from].map((to) => [from, to]));
    expect(moves).toEqual(contract);
  });

  it('has one row per action, list and target, each a real change by someone', () => {
    const keys = LIFECYCLE.map((row) => `${row.action} ${row.from} ${row.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of LIFECYCLE) {
      expect(row.from).not.toBe(row.to);
      expect(row.by.length).toBeGreaterThan(0);
      const fixed = (REQUEST_ACTIONS[row.action] as ActionRule).to;
      if (fixed) expect(row.to).toBe(fixed);
    }
    for (const action of ACTIONS) expect(LIFECYCLE.some((row) => row.action === action)).toBe(true);
  });

  it('leaves no list of an action without an answer: a row, or the action’s own', () => {
    for (const action of ACTIONS) {
      const rule: ActionRule = REQUEST_ACTIONS[action];
      if (rule.otherwise) continue;
      // "—" in the README: every list but the target has a row.
      for (const from of STATES.filter((state) => state !== rule.to)) {
        expect(
          LIFECYCLE.some((row) => row.action === action && row.from === from),
          `${action} ${from}`,
        ).toBe(true);
      }
    }
    expect(
      outcomeWithoutRow('withdraw', 'completed', 'completed').refuse?.('completed', 'completed'),
    ).toMatchObject({ statusCode: 409, details: { code: 'already-completed' } });
    expect(outcomeWithoutRow('move', 'open', 'completed').refuse?.('open', 'completed')).toMatchObject({
      statusCode: 409,
      message: 'A request cannot move from open to completed.',
      details: { code: 'invalid-transition' },
    });
  });

  it('keeps the thread notes’ exact texts', () => {
    const note = (action: RequestAction, from: RequestState) => {
      const row = LIFECYCLE.find((candidate) => candidate.action === action && candidate.from === from)!;
      return row.note({ to: row.to, name: 'Ada Tester', reason: 'Found one' });
    };
    expect(note('move', 'open')).toBe('Status changed to In Progress');
    expect(note('complete', 'open')).toBe('Status changed to Completed');
    expect(note('reopen-by-email', 'completed')).toBe('Status changed to In Queue');
    expect(note('withdraw', 'in_progress')).toBe('Withdrawn by Ada Tester. Reason: Found one');
  });

  it('is the table the README shows', () => {
    const readme = readFileSync(`${packageRoot}/README.md`, 'utf8');
    for (const table of renderTables()) expect(readmeShowsTable(readme, table), table).toBe(true);
  });
});
