// What falls due on a request (service levels), as the queue, its "Due next" panel and a request's page
// say it; kept in their own module so the feature stays in its own files.
import type { QueueSort, ServiceLevelTarget } from '@concierge/api-client';
import { localizable } from '@concierge/app-locale';

type ByTarget<Text> = Record<ServiceLevelTarget, Text>;

export const DUE_TEXTS = localizable('console-due', {
  /** The time left comes formatted in business hours and minutes ("25 min", "3 h 10 min", "38 h"). */
  dueIn: {
    first_reply: (time: string) => `First reply due in ${time}`,
    next_reply: (time: string) => `Reply due in ${time}`,
    resolution: (time: string) => `Resolution due in ${time}`,
  } satisfies ByTarget<(time: string) => string>,
  overdueBy: {
    first_reply: (time: string) => `First reply overdue by ${time}`,
    next_reply: (time: string) => `Reply overdue by ${time}`,
    resolution: (time: string) => `Resolution overdue by ${time}`,
  } satisfies ByTarget<(time: string) => string>,
  dueNow: {
    first_reply: 'First reply due now',
    next_reply: 'Reply due now',
    resolution: 'Resolution due now',
  } satisfies ByTarget<string>,
  /** On a request's page, after the due line: the moment it falls (or fell) due, in the reader's format. */
  dueAt: (date: string) => `Counted in business hours; due ${date}.`,
  wasDueAt: (date: string) => `Counted in business hours; it was due ${date}.`,
  /** The queue's order: a group of two toggle buttons. */
  sortLabel: 'Order',
  sort: { due: 'Due first', waiting: 'Longest waiting' } satisfies Record<QueueSort, string>,
  /** The queue's panel of the requests that fall due soonest, overdue ones first. */
  dueNextHeading: 'Due next',
  dueNextHint: 'Counted in business hours, overdue first.',
  dueNextWhat: 'the requests due next',
  dueNextLabel: 'Requests due next',
  nothingDue: 'Nothing is due',
} as const);
