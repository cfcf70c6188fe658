import { describe, expect, it } from 'vitest';
import type { RequestDue } from '@concierge/api-client';
import { byUrgency, describeDue, formatBusinessMinutes } from './business-time-left';

const due = (
  business_minutes_left: number,
  warning = false,
  target: RequestDue['target'] = 'next_reply',
) => ({
  target,
  business_minutes_left,
  warning,
});

describe('business time left, in hours and minutes only', () => {
  it('says minutes, then hours and minutes, then whole hours from 10 h', () => {
    expect(formatBusinessMinutes(25)).toBe('25 min');
    expect(formatBusinessMinutes(60)).toBe('1 h');
    expect(formatBusinessMinutes(190)).toBe('3 h 10 min');
    expect(formatBusinessMinutes(599)).toBe('9 h 59 min');
    expect(formatBusinessMinutes(600)).toBe('10 h');
    // 38 h 50 min of business time: never days, whose length the calendar decides.
    expect(formatBusinessMinutes(38 * 60 + 50)).toBe('38 h');
  });

  it('says at least a minute', () => {
    expect(formatBusinessMinutes(0)).toBe('1 min');
  });

  it('says another language’s units through Intl', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatBusinessMinutes(190, 'fr'))).toBe('3 h 10 min');
    expect(formatBusinessMinutes(190, 'ar')).toBe('3 س و10 د');
  });
});

describe('a due time in words', () => {
  it('names the target and says due or overdue in the text itself', () => {
    expect(describeDue(due(25, false, 'first_reply'))).toEqual({
      text: 'First reply due in 25 min',
      urgency: 'calm',
    });
    expect(describeDue(due(190, true))).toEqual({ text: 'Reply due in 3 h 10 min', urgency: 'warning' });
    expect(describeDue(due(-120, true, 'first_reply'))).toEqual({
      text: 'First reply overdue by 2 h',
      urgency: 'overdue',
    });
    expect(describeDue(due(2280, false, 'resolution')).text).toBe('Resolution due in 38 h');
  });

  it('is due now, with the warning look, at zero minutes left', () => {
    expect(describeDue(due(0))).toEqual({ text: 'Reply due now', urgency: 'warning' });
  });
});

describe('the "Due next" order', () => {
  const at = (business_minutes_left: number, due_at: string): RequestDue => ({
    target: 'first_reply',
    due_at,
    business_minutes_left,
    warning: false,
  });

  it('puts overdue first, then the earliest due time', () => {
    const later = at(300, '2026-12-01T15:00:00.000Z');
    const sooner = at(30, '2026-12-01T10:00:00.000Z');
    const overdue = at(-10, '2026-12-01T09:00:00.000Z');
    expect([later, sooner, overdue].sort(byUrgency)).toEqual([overdue, sooner, later]);
  });
});
