import { describe, expect, it } from 'vitest';
import { openingLines } from './weekly-hours';

const nineToFive = (day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun') => ({
  day,
  open: '09:00',
  close: '17:00',
});

describe('a week in as few lines as it takes', () => {
  it('joins consecutive days with the same hours', () => {
    const week = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map(nineToFive);
    expect(openingLines(week)).toEqual([
      { first: 'mon', last: 'fri', periods: [{ open: '09:00', close: '17:00' }] },
    ]);
  });

  it('starts a new line where the hours change or a closed day breaks the run', () => {
    const lines = openingLines([
      nineToFive('mon'),
      nineToFive('tue'),
      { day: 'wed', open: '10:00', close: '14:00' },
      nineToFive('fri'),
      nineToFive('sat'),
    ]);
    expect(lines.map((line) => [line.first, line.last])).toEqual([
      ['mon', 'tue'],
      ['wed', 'wed'],
      ['fri', 'sat'],
    ]);
  });

  it('keeps a day’s periods in order, and says nothing of a closed week', () => {
    const [line] = openingLines([
      { day: 'mon', open: '14:00', close: '18:00' },
      { day: 'mon', open: '08:00', close: '12:00' },
    ]);
    expect(line?.periods).toEqual([
      { open: '08:00', close: '12:00' },
      { open: '14:00', close: '18:00' },
    ]);
    expect(openingLines([])).toEqual([]);
  });
});
