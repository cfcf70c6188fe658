import { describe, expect, it } from 'vitest';
import { ServiceLevelBody, type ServiceLevelSettings } from '@concierge/api-client';
import {
  checkServiceLevel,
  closeInputOf,
  closeOf,
  formIssues,
  formValuesOf,
  hasSplitDays,
  parseTargetText,
  parseWarnBefore,
  settingsOf,
  targetText,
} from './service-level-values';
import { SERVICE_LEVEL_TEXTS as T } from './service-level-texts';

const policy: ServiceLevelSettings = {
  time_zone: 'Europe/Paris',
  hours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    open: '09:00',
    close: '17:00',
  })),
  holidays: ['2027-01-01', '2026-12-25'],
  first_reply_minutes: 270,
  next_reply_minutes: 480,
  resolution_minutes: 2400,
  warn_before_minutes: 30,
  unassign_on_breach: false,
};

describe('a target as typed', () => {
  it('writes business minutes as hours and minutes, whole hours alone', () => {
    expect(targetText(270)).toBe('4:30');
    expect(targetText(480)).toBe('8');
    expect(targetText(5)).toBe('0:05');
    expect(targetText(60_000)).toBe('1000');
  });

  it('reads "H:MM" and "H", from a minute to 1000 hours', () => {
    expect(parseTargetText('4:30')).toBe(270);
    expect(parseTargetText(' 8 ')).toBe(480);
    expect(parseTargetText('0:01')).toBe(1);
    expect(parseTargetText('1000')).toBe(60_000);
    for (const wrong of ['', '0', '0:00', '1000:01', '4:60', '4.5', '4h', '-1', '4:3'])
      expect(parseTargetText(wrong), wrong).toBeNull();
  });

  it('reads a warning time as whole minutes, 0 meaning none', () => {
    expect(parseWarnBefore('0')).toBe(0);
    expect(parseWarnBefore('30')).toBe(30);
    expect(parseWarnBefore('60001')).toBeNull();
    expect(parseWarnBefore('1.5')).toBeNull();
    expect(parseWarnBefore('')).toBeNull();
  });
});

describe('midnight in a time input', () => {
  it('shows 24:00 as 00:00 and sends 00:00 as 24:00', () => {
    expect(closeInputOf('24:00')).toBe('00:00');
    expect(closeInputOf('17:00')).toBe('17:00');
    expect(closeOf('00:00')).toBe('24:00');
    expect(closeOf('17:30')).toBe('17:30');
  });
});

describe('a policy in the form and back', () => {
  it('gives every weekday a row, closed days ticked off, holidays in order', () => {
    const values = formValuesOf(policy);
    expect(values.hours.map((day) => [day.day, day.open])).toEqual([
      ['mon', true],
      ['tue', true],
      ['wed', true],
      ['thu', true],
      ['fri', true],
      ['sat', false],
      ['sun', false],
    ]);
    expect(values.holidays).toEqual(['2026-12-25', '2027-01-01']);
    expect(values.first_reply_minutes).toBe('4:30');
    expect(values.warn_before_minutes).toBe('30');
  });

  it('sends back what it was given, which the contract accepts', () => {
    const settings = settingsOf(formValuesOf(policy));
    expect(settings).toEqual({ ...policy, holidays: ['2026-12-25', '2027-01-01'] });
    expect(ServiceLevelBody.safeParse({ service_level: settings }).success).toBe(true);
  });

  it('keeps one period a day: from the first opening to the last closing, and says so', () => {
    const split = {
      ...policy,
      hours: [
        { day: 'mon' as const, open: '13:00', close: '24:00' },
        { day: 'mon' as const, open: '08:00', close: '12:00' },
      ],
    };
    expect(hasSplitDays(split)).toBe(true);
    expect(hasSplitDays(policy)).toBe(false);
    expect(formValuesOf(split).hours[0]).toEqual({ day: 'mon', open: true, from: '08:00', to: '00:00' });
    expect(settingsOf(formValuesOf(split)).hours).toEqual([{ day: 'mon', open: '08:00', close: '24:00' }]);
  });
});

describe('the form’s own rules', () => {
  const values = formValuesOf(policy);

  it('passes a good policy', () => {
    expect(checkServiceLevel(values)).toEqual({});
  });

  it('names the day whose closing time is not after its opening time', () => {
    const hours = values.hours.map((day) => (day.day === 'wed' ? { ...day, from: '18:00' } : day));
    expect(checkServiceLevel({ ...values, hours })).toEqual({ hours: T.dayTimesOrder('Wednesday') });
    // Midnight closes after any opening time.
    const late = values.hours.map((day) =>
      day.day === 'wed' ? { ...day, from: '18:00', to: '00:00' } : day,
    );
    expect(checkServiceLevel({ ...values, hours: late })).toEqual({});
  });

  it('asks for both times of an open day, and for at least one open day', () => {
    const hours = values.hours.map((day) => (day.day === 'sat' ? { ...day, open: true, to: '' } : day));
    expect(checkServiceLevel({ ...values, hours }).hours).toBe(T.dayTimesMissing('Saturday'));
    const closed = values.hours.map((day) => ({ ...day, open: false }));
    expect(checkServiceLevel({ ...values, hours: closed }).hours).toBe(T.noHours);
  });

  it('says which targets and warning do not read', () => {
    expect(checkServiceLevel({ ...values, next_reply_minutes: '4.5', warn_before_minutes: 'soon' })).toEqual({
      next_reply_minutes: T.targetInvalid,
      warn_before_minutes: T.warnBeforeInvalid,
    });
  });
});

describe('the server’s issues under the form’s fields', () => {
  it('moves an opening period’s issue to the week, naming its day', () => {
    const sent = { hours: [policy.hours[0]!, { day: 'wed' as const, open: '18:00', close: '09:00' }] };
    expect(
      formIssues(
        [
          {
            path: 'body.service_level.hours.1.close',
            message: 'The closing time must be after the opening time.',
          },
          { path: 'body.service_level.holidays.0', message: 'Enter a holiday as a date (YYYY-MM-DD).' },
          { path: 'body.service_level.time_zone', message: 'Choose a time zone from the list.' },
          { path: 'query.x', message: 'other' },
        ],
        sent,
      ),
    ).toEqual([
      {
        path: 'body.service_level.hours',
        message: 'Wednesday: The closing time must be after the opening time.',
      },
      { path: 'body.service_level.holidays', message: 'Enter a holiday as a date (YYYY-MM-DD).' },
      { path: 'body.service_level.time_zone', message: 'Choose a time zone from the list.' },
      { path: 'query.x', message: 'other' },
    ]);
  });
});
