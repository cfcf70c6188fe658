import { z } from './zod.js';
import { Id, Timestamp } from './common.js';

// Service levels (docs/service-levels.md): what the team promises each company, counted in its business
// hours; how each open request stands against it; who is available to be given new requests; and how fast
// the team helped, per company, concierge and category.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/** The longest target a policy may set: 1 000 business hours. */
export const TARGET_MINUTES_MAX = 60_000;
/** The most open requests routing may give one concierge. */
export const OPEN_LIMIT_MAX = 500;

export const SERVICE_LEVEL_TEXTS = {
  timeZone: 'Choose a time zone from the list.',
  time: 'Enter a time as HH:MM, from 00:00 to 24:00.',
  hoursOrder: 'The closing time must be after the opening time.',
  hoursOverlap: 'Two opening hours of the same day overlap.',
  noHours: 'Open at least one day: without opening hours no target could ever fall due.',
  holiday: 'Enter a holiday as a date (YYYY-MM-DD).',
  holidaysRepeated: 'The same holiday is listed twice.',
  target: `Enter a whole number of minutes from 1 to ${TARGET_MINUTES_MAX}.`,
  warnBefore: `Enter a whole number of minutes from 0 to ${TARGET_MINUTES_MAX}.`,
  openLimit: `Enter a whole number of requests from 1 to ${OPEN_LIMIT_MAX}.`,
  range: 'Choose a start date on or before the end date, at most 366 days apart.',
} as const;
const T = SERVICE_LEVEL_TEXTS;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `HH:MM` on a 24-hour clock; `24:00` closes at midnight. */
const Time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: T.time });
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** One opening period of a weekday, in the calendar's time zone. */
export const OpeningHours = z
  .object({ day: Weekday, open: Time, close: Time })
  .refine((hours) => minutesOf(hours.close) > minutesOf(hours.open), {
    message: T.hoursOrder,
    path: ['close'],
  });
export type OpeningHours = z.infer<typeof OpeningHours>;

const minutesMessage = { message: T.target };
const TargetMinutes = z
  .number(minutesMessage)
  .int(minutesMessage)
  .min(1, minutesMessage)
  .max(TARGET_MINUTES_MAX, minutesMessage);
const warnMessage = { message: T.warnBefore };

/** What an admin sets: the calendar (zone, weekly hours, holidays) and the targets, in business minutes. */
export const ServiceLevelSettings = z
  .object({
    time_zone: z.string().max(64).refine(isTimeZone, { message: T.timeZone }),
    hours: z.array(OpeningHours).min(1, { message: T.noHours }).max(21),
    holidays: z.array(z.iso.date({ message: T.holiday })).max(366),
    first_reply_minutes: TargetMinutes,
    next_reply_minutes: TargetMinutes,
    resolution_minutes: TargetMinutes,
    /** How long before a breach the assignee is emailed (0: no warning). */
    warn_before_minutes: z
      .number(warnMessage)
      .int(warnMessage)
      .min(0, warnMessage)
      .max(TARGET_MINUTES_MAX, warnMessage),
    /** At a breach, the request also goes back to the unassigned pool. */
    unassign_on_breach: z.boolean(),
  })
  .superRefine((settings, context) => {
    const byDay = new Map<string, Array<[number, number]>>();
    settings.hours.forEach((hours) => {
      const periods = byDay.get(hours.day) ?? [];
      periods.push([minutesOf(hours.open), minutesOf(hours.close)]);
      byDay.set(hours.day, periods);
    });
    for (const periods of byDay.values()) {
      periods.sort((a, b) => a[0] - b[0]);
      if (periods.some((period, index) => index > 0 && period[0] < periods[index - 1]![1])) {
        context.addIssue({ code: 'custom', message: T.hoursOverlap, path: ['hours'] });
        return;
      }
    }
    if (new Set(settings.holidays).size !== settings.holidays.length) {
      context.addIssue({ code: 'custom', message: T.holidaysRepeated, path: ['holidays'] });
    }
  });
export type ServiceLevelSettings = z.infer<typeof ServiceLevelSettings>;

/** A policy as stored: the settings, and who changed it last (null: never changed, or that account is gone). */
export const ServiceLevelPolicy = z.object({
  ...ServiceLevelSettings.shape,
  updated_by: z.string().nullable(),
  updated_at: Timestamp.nullable(),
});
export type ServiceLevelPolicy = z.infer<typeof ServiceLevelPolicy>;

/** The default policy, and every company with its own (null: the default applies). */
export const ServiceLevelsResponse = z.object({
  default: ServiceLevelPolicy,
  companies: z.array(z.object({ id: Id, name: z.string(), policy: ServiceLevelPolicy.nullable() })),
});
export type ServiceLevelsResponse = z.infer<typeof ServiceLevelsResponse>;

export const ServiceLevelBody = z.object({ service_level: ServiceLevelSettings });
export type ServiceLevelBody = z.input<typeof ServiceLevelBody>;

export const ServiceLevelResponse = z.object({ service_level: ServiceLevelPolicy.nullable() });
export type ServiceLevelResponse = z.infer<typeof ServiceLevelResponse>;

/** Which promise a running clock counts towards. */
export const SERVICE_LEVEL_TARGETS = ['first_reply', 'next_reply', 'resolution'] as const;
export const ServiceLevelTarget = z.enum(SERVICE_LEVEL_TARGETS);
export type ServiceLevelTarget = z.infer<typeof ServiceLevelTarget>;

/**
 * The promise that falls due next on a request, as of the answer: a reply while the team owes one, else its
 * resolution. Null while nothing runs: the request waits on its requester, or is completed or withdrawn.
 */
export const RequestDue = z.object({
  target: ServiceLevelTarget,
  due_at: Timestamp,
  /** Business minutes until it is due, counted in the company's calendar; negative once overdue. */
  business_minutes_left: z.number().int(),
  /** Within the policy's warning time of the breach (or past it). */
  warning: z.boolean(),
});
export type RequestDue = z.infer<typeof RequestDue>;

/** How the queue is ordered: what falls due first (the console's default), or the longest wait first. */
export const QueueSort = z.enum(['due', 'waiting']);
export type QueueSort = z.infer<typeof QueueSort>;

/** Whether routing gives a concierge new requests, and how many open ones they may hold at most. */
export const StaffRouting = z.object({
  available: z.boolean(),
  open_limit: z.number().int().min(1).max(OPEN_LIMIT_MAX),
  /** Open and in-progress requests assigned to them now. */
  open_requests: z.number().int().nonnegative(),
});
export type StaffRouting = z.infer<typeof StaffRouting>;

const limitMessage = { message: T.openLimit };
/** A concierge sets their own availability; an admin sets anyone's, and the limit. */
export const StaffRoutingBody = z.object({
  routing: z.object({
    available: z.boolean().optional(),
    open_limit: z
      .number(limitMessage)
      .int(limitMessage)
      .min(1, limitMessage)
      .max(OPEN_LIMIT_MAX, limitMessage)
      .optional(),
  }),
});
export type StaffRoutingBody = z.input<typeof StaffRoutingBody>;

export const StaffRoutingResponse = z.object({ id: Id, routing: StaffRouting });
export type StaffRoutingResponse = z.infer<typeof StaffRoutingResponse>;

/** What a report is broken down by. */
export const ReportGrouping = z.enum(['company', 'concierge', 'category']);
export type ReportGrouping = z.infer<typeof ReportGrouping>;

/** The report's dates, in the default calendar's time zone, both included. */
export const ServiceLevelReportQuery = z
  .object({
    from: z.iso.date({ message: T.range }),
    to: z.iso.date({ message: T.range }),
    by: ReportGrouping.optional(),
  })
  .refine(
    (query) => query.from <= query.to && Date.parse(query.to) - Date.parse(query.from) <= 365 * 86_400_000,
    {
      message: T.range,
      path: ['to'],
    },
  );
export type ServiceLevelReportQuery = z.input<typeof ServiceLevelReportQuery>;

const Minutes = z.number().nonnegative().nullable();
const Share = z.number().min(0).max(1).nullable();

/** One line of a report: requests made in the range, and how fast they were helped, in business minutes. */
export const ReportLine = z.object({
  /** The company's, concierge's or category's id; null for requests with none (no company, nobody assigned). */
  id: Id.nullable(),
  label: z.string().nullable(),
  requests: z.number().int().nonnegative(),
  first_reply_p50_minutes: Minutes,
  first_reply_p90_minutes: Minutes,
  resolution_p50_minutes: Minutes,
  resolution_p90_minutes: Minutes,
  /** Of the requests whose first reply (resolution) is known, the share within its target. */
  first_reply_within_target: Share,
  resolution_within_target: Share,
  /** How many of them were rated, and the share rated good (of good, okay and bad). */
  ratings: z.number().int().nonnegative(),
  good_rating_share: Share,
});
export type ReportLine = z.infer<typeof ReportLine>;

export const ServiceLevelReportResponse = z.object({
  report: z.object({
    from: z.iso.date(),
    to: z.iso.date(),
    by: ReportGrouping,
    time_zone: z.string(),
    lines: z.array(ReportLine),
    total: ReportLine,
    /** Requests not yet completed at the end of each day of the range. */
    backlog: z.array(z.object({ date: z.iso.date(), open: z.number().int().nonnegative() })),
  }),
});
export type ServiceLevelReportResponse = z.infer<typeof ServiceLevelReportResponse>;
