// The data retention page's texts (docs/team-console.md#data-retention), asserted by the e2e test.
import { localizable } from '@concierge/app-locale';

export const DATA_RETENTION_TEXTS = localizable('console-data-retention', {
  nav: 'Data retention',
  title: 'Data retention',
  intro:
    'How long each company’s completed requests are kept. Once past its months, a daily job anonymises a request (kept for reports, without the requester, texts, answers or files) or deletes it with everything on it.',
  adminsOnly: 'Only an admin can set data retention.',
  what: 'the companies',
  listLabel: 'Companies',
  empty: 'No companies yet',
  emptyHint: 'A company appears here once it exists; its requests are kept until it has a policy.',
  noPolicy: 'Kept: no policy',
  /** A policy, as the list shows it: "Anonymise after 24 months". */
  anonymiseAfter: (months: number) => `Anonymise after ${months} months`,
  deleteAfter: (months: number) => `Delete after ${months} months`,
  setFact: 'Set',
  /** When, and by whom: "Nov 3, 2026 by Ada Admin". */
  setBy: (date: string, who: string) => `${date} by ${who}`,
  lastRunFact: 'Last run',
  /** The job's latest pass over the company: "Nov 3, 2026, 3:00 AM: 2 requests". */
  lastRun: (date: string, count: number) => `${date}: ${count} ${count === 1 ? 'request' : 'requests'}`,
  neverRun: 'Not yet',
  setPolicy: 'Set policy',
  setPolicyNamed: (company: string) => `Set the policy of ${company}`,
  changePolicy: 'Change policy',
  changePolicyNamed: (company: string) => `Change the policy of ${company}`,
  formHeading: (company: string) => `Retention for ${company}`,
  months: 'Months after completion',
  monthsHint: 'A whole number from 1 to 120.',
  monthsInvalid: 'Enter a whole number of months from 1 to 120.',
  actionLabel: 'Then each request is',
  anonymise: 'Anonymised',
  anonymiseHint: 'Kept for reports: survey, state, dates and rating, without anything personal.',
  delete: 'Deleted',
  deleteHint: 'Removed with its messages, answers and files.',
  check: 'Check what it would take',
  checking: 'Checking',
  /** The dry run: "12 completed requests would be anonymised now." */
  wouldAnonymise: (count: number) =>
    `${count} completed ${count === 1 ? 'request' : 'requests'} would be anonymised now.`,
  wouldDelete: (count: number) =>
    `${count} completed ${count === 1 ? 'request' : 'requests'} would be deleted now.`,
  confirmHint: 'The daily job applies the policy from its next run.',
  confirm: 'Confirm policy',
  confirming: 'Saving the policy',
  cancel: 'Cancel',
  checkFailed: 'The check could not be made. Please try again.',
  saveFailed: 'The policy could not be saved. Please try again.',
  saved: (company: string) => `Retention policy of ${company} saved.`,
  remove: 'Remove policy',
  removeNamed: (company: string) => `Remove the policy of ${company}`,
  removeTitle: (company: string) => `Remove the retention policy of ${company}?`,
  removeDescription:
    'Its completed requests are kept from then on. Requests already anonymised or deleted stay so.',
  removed: (company: string) => `Retention policy of ${company} removed.`,
});
