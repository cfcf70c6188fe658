// The service levels page's texts (docs/service-levels.md#policies), asserted by the e2e test.
import { localizable } from '@concierge/app-locale';

export const SERVICE_LEVEL_TEXTS = localizable('console-service-levels', {
  nav: 'Service levels',
  title: 'Service levels',
  intro:
    'What the team promises: how soon a request gets its first reply, each next reply and its resolution, counted in business hours. Every company follows the default policy unless it has its own.',
  adminsOnly: 'Only an admin can set service levels.',
  what: 'the service levels',
  defaultHeading: 'Default policy',
  companiesHeading: 'Companies',
  listLabel: 'Companies and their policies',
  empty: 'No companies yet',
  emptyHint: 'A company appears here once it exists; it follows the default policy until it has its own.',
  followsDefault: 'Default policy',
  ownPolicy: 'Own policy',
  /** The policy's facts, as the page lists them. */
  timeZoneFact: 'Time zone',
  hoursFact: 'Opening hours',
  holidaysFact: 'Holidays',
  targetsFact: 'Targets',
  warningFact: 'Warning',
  breachFact: 'At a breach',
  changedFact: 'Changed',
  /** Days in a row with the same hours: "Monday–Friday". */
  dayRange: (first: string, last: string) => `${first}–${last}`,
  /** Days and their periods: "Monday–Friday 09:00–17:00". */
  dayHours: (days: string, periods: string) => `${days} ${periods}`,
  /** One opening period: "09:00–17:00". */
  period: (open: string, close: string) => `${open}–${close}`,
  closedAllWeek: 'Closed every day',
  noHolidays: 'None',
  /** The three targets: "First reply 4 h, next reply 8 h, resolution 40 h". */
  targets: (firstReply: string, nextReply: string, resolution: string) =>
    `First reply ${firstReply}, next reply ${nextReply}, resolution ${resolution}`,
  /** How long before a breach the assignee is emailed: "30 min before a breach". */
  warnBefore: (duration: string) => `${duration} before a breach`,
  noWarning: 'No warning',
  unassigns: 'Back to the unassigned pool',
  staysAssigned: 'Stays with its assignee',
  /** When, and by whom: "Nov 2, 2026 by Alex Admin". */
  changedBy: (date: string, who: string) => `${date} by ${who}`,
  neverChanged: 'Never',
  change: 'Change policy',
  changeDefault: 'Change the default policy',
  setPolicy: 'Set own policy',
  setPolicyNamed: (company: string) => `Set an own policy for ${company}`,
  changePolicyNamed: (company: string) => `Change the policy of ${company}`,
  remove: 'Remove policy',
  removeNamed: (company: string) => `Remove the policy of ${company}`,
  removeTitle: (company: string) => `Remove the own policy of ${company}?`,
  removeDescription:
    'The default policy applies to its requests again, from each request’s next change. Nothing else changes.',
  removed: (company: string) => `The policy of ${company} was removed: it follows the default again.`,
  /** The form's heading: "Default policy" or "Policy of Demo Company". */
  formHeadingDefault: 'Change the default policy',
  formHeading: (company: string) => `Policy of ${company}`,
  timeZone: 'Time zone',
  timeZoneHint: 'Opening hours and holidays are counted in it.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  weeklyHours: 'Opening hours',
  weeklyHoursHint:
    'One period a day. A closing time of 00:00 is midnight. Targets only count while the team is open.',
  splitDays:
    'Some days have more than one opening period. This form keeps one a day: from the first opening to the last closing.',
  days: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
  open: 'Open',
  opens: 'Opens',
  closes: 'Closes',
  noHours: 'Open at least one day: without opening hours no target could ever fall due.',
  /** A day whose times are wrong: "Wednesday: the closing time must be after the opening time." */
  dayTimesMissing: (day: string) => `${day}: enter an opening and a closing time.`,
  dayTimesOrder: (day: string) => `${day}: the closing time must be after the opening time.`,
  /** A server message about one day's hours: "Wednesday: …". */
  dayMessage: (day: string, message: string) => `${day}: ${message}`,
  holidays: 'Holidays',
  holidaysHint: 'Closed all day, whatever the weekday.',
  holidayDate: 'Date',
  addHoliday: 'Add holiday',
  holidayMissing: 'Choose a date to add.',
  holidayRepeated: 'That day is a holiday already.',
  holidaysLabel: 'Holidays of this policy',
  removeHoliday: 'Remove',
  /** The remove button's name: "Remove Dec 25, 2026". */
  removeHolidayNamed: (date: string) => `Remove ${date}`,
  holidayAdded: (date: string) => `${date} added.`,
  holidayRemoved: (date: string) => `${date} removed.`,
  firstReply: 'First reply within',
  nextReply: 'Each next reply within',
  resolution: 'Resolution within',
  targetHint: 'Business hours and minutes, such as 4:30, or whole hours, such as 8.',
  targetInvalid: 'Enter business hours and minutes from 0:01 to 1000:00, such as 4:30.',
  warnBeforeLabel: 'Warn the assignee before a breach (minutes)',
  warnBeforeHint: 'Business minutes; 0 sends no warning.',
  warnBeforeInvalid: 'Enter a whole number of minutes from 0 to 60000.',
  unassignOnBreach: 'Put the request back in the unassigned pool at a breach',
  save: 'Save policy',
  saving: 'Saving the policy',
  cancel: 'Cancel',
  saveFailed: 'The policy could not be saved. Please try again.',
  savedDefault: 'The default policy was saved.',
  saved: (company: string) => `The policy of ${company} was saved.`,
});
