// A policy as the form holds it (texts as typed, one opening period a day) and as the API takes it
// (docs/service-levels.md#policies): the conversions both ways, the form's own rules, and where the server's
// field issues belong in the form.
import { TARGET_MINUTES_MAX, WEEKDAYS, type ServiceLevelSettings, type Weekday } from '@concierge/api-client';
import type { FieldMessages } from '@concierge/forms';
import { SERVICE_LEVEL_TEXTS as T } from './service-level-texts';

/** One weekday in the form: open or not, and its one period as the time inputs show it. */
export interface DayHours {
  day: Weekday;
  open: boolean;
  from: string;
  to: string;
}

/** The form's values, named after the API's fields so that a server issue finds its field by name. */
export type ServiceLevelFormValues = {
  time_zone: string;
  /** The seven weekdays, Monday first. */
  hours: DayHours[];
  holidays: string[];
  first_reply_minutes: string;
  next_reply_minutes: string;
  resolution_minutes: string;
  warn_before_minutes: string;
  unassign_on_breach: boolean;
};

export const TARGET_FIELDS = ['first_reply_minutes', 'next_reply_minutes', 'resolution_minutes'] as const;
export type TargetField = (typeof TARGET_FIELDS)[number];

/** A day the policy does not open: the times its row offers once ticked. */
const CLOSED_DAY = { from: '09:00', to: '17:00' };
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A target as typed: "4:30" for 270 business minutes, whole hours alone ("8"). */
export function targetText(minutes: number): string {
  const rest = minutes % 60;
  const hours = Math.floor(minutes / 60);
  return rest === 0 ? String(hours) : `${hours}:${String(rest).padStart(2, '0')}`;
}

/** The business minutes of a target as typed ("4:30", "8", "0:45"); null unless from 1 to the maximum. */
export function parseTargetText(text: string): number | null {
  const match = /^(\d{1,4})(?::([0-5]\d))?$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2] ?? 0);
  return minutes >= 1 && minutes <= TARGET_MINUTES_MAX ? minutes : null;
}

/** A warning time as typed: a whole number of business minutes, 0 (no warning) to the maximum; else null. */
export function parseWarnBefore(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes <= TARGET_MINUTES_MAX ? minutes : null;
}

// A time input cannot hold 24:00, the API's "closes at midnight"; a closing time of 00:00, which could never
// follow an opening time otherwise, stands for it.
export const closeInputOf = (close: string) => (close === '24:00' ? '00:00' : close);
export const closeOf = (input: string) => (input === '00:00' ? '24:00' : input);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** True when some day has more than one opening period: the form shows one, from first to last. */
export function hasSplitDays(settings: Pick<ServiceLevelSettings, 'hours'>): boolean {
  return WEEKDAYS.some((day) => settings.hours.filter((hours) => hours.day === day).length > 1);
}

/** The form's values for a policy (a new company's start from the default's). */
export function formValuesOf(settings: ServiceLevelSettings): ServiceLevelFormValues {
  const hours = WEEKDAYS.map((day): DayHours => {
    const periods = settings.hours.filter((hours) => hours.day === day);
    if (periods.length === 0) return { day, open: false, ...CLOSED_DAY };
    const from = periods.map((period) => period.open).sort()[0]!;
    const to = periods
      .map((period) => period.close)
      .sort()
      .at(-1)!;
    return { day, open: true, from, to: closeInputOf(to) };
  });
  return {
    time_zone: settings.time_zone,
    hours,
    holidays: [...settings.holidays].sort(),
    first_reply_minutes: targetText(settings.first_reply_minutes),
    next_reply_minutes: targetText(settings.next_reply_minutes),
    resolution_minutes: targetText(settings.resolution_minutes),
    warn_before_minutes: String(settings.warn_before_minutes),
    unassign_on_breach: settings.unassign_on_breach,
  };
}

/** The API's settings for the values (a target or warning that does not parse is NaN: the rules say so). */
export function settingsOf(values: ServiceLevelFormValues): ServiceLevelSettings {
  return {
    time_zone: values.time_zone,
    hours: values.hours
      .filter((day) => day.open)
      .map((day) => ({ day: day.day, open: day.from, close: closeOf(day.to) })),
    holidays: values.holidays,
    first_reply_minutes: parseTargetText(values.first_reply_minutes) ?? Number.NaN,
    next_reply_minutes: parseTargetText(values.next_reply_minutes) ?? Number.NaN,
    resolution_minutes: parseTargetText(values.resolution_minutes) ?? Number.NaN,
    warn_before_minutes: parseWarnBefore(values.warn_before_minutes) ?? Number.NaN,
    unassign_on_breach: values.unassign_on_breach,
  };
}

/** What is wrong with an open day's times, if anything. */
export function dayProblem(day: DayHours): 'missing' | 'order' | null {
  if (!day.open) return null;
  if (!TIME.test(day.from) || !TIME.test(day.to)) return 'missing';
  return minutesOf(closeOf(day.to)) > minutesOf(day.from) ? null : 'order';
}

/** The form's rules, said in its own words (the contract's schema checks the same again, then the server). */
export function checkServiceLevel(
  values: ServiceLevelFormValues,
): FieldMessages<keyof ServiceLevelFormValues> {
  const messages: FieldMessages<keyof ServiceLevelFormValues> = {};
  const wrongDay = values.hours.find((day) => dayProblem(day) !== null);
  if (wrongDay) {
    const name = T.days[wrongDay.day];
    messages.hours = dayProblem(wrongDay) === 'missing' ? T.dayTimesMissing(name) : T.dayTimesOrder(name);
  } else if (!values.hours.some((day) => day.open)) messages.hours = T.noHours;
  for (const field of TARGET_FIELDS)
    if (parseTargetText(values[field]) === null) messages[field] = T.targetInvalid;
  if (parseWarnBefore(values.warn_before_minutes) === null)
    messages.warn_before_minutes = T.warnBeforeInvalid;
  return messages;
}

interface Issue {
  path: string;
  message: string;
}

const SETTINGS_AT = 'body.service_level.';

/**
 * The server's issues, each under the form's field it concerns: the form takes a path's last name, so
 * `body.service_level.hours.2.close` becomes `body.service_level.hours`, its message naming the day of the
 * third period sent.
 */
export function formIssues(issues: readonly Issue[], sent: Pick<ServiceLevelSettings, 'hours'>): Issue[] {
  return issues.map((issue) => {
    if (!issue.path.startsWith(SETTINGS_AT)) return issue;
    const [field, index] = issue.path.slice(SETTINGS_AT.length).split('.');
    const day = field === 'hours' && index !== undefined ? sent.hours[Number(index)]?.day : undefined;
    return {
      path: `${SETTINGS_AT}${field}`,
      message: day ? T.dayMessage(T.days[day], issue.message) : issue.message,
    };
  });
}
