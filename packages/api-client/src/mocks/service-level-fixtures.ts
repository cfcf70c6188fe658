// Service levels' default answers: a weekday 9-to-5 default in Paris, one company with its own faster policy,
// one without; a month's report by company with a week of backlog.
import type {
  ServiceLevelPolicy,
  ServiceLevelReportResponse,
  ServiceLevelResponse,
  ServiceLevelsResponse,
  StaffRoutingResponse,
} from '../schemas/service-levels.js';

const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
  day,
  open: '09:00',
  close: '17:00',
}));

const defaultPolicy: ServiceLevelPolicy = {
  time_zone: 'Europe/Paris',
  hours: weekdays,
  holidays: ['2026-12-25', '2027-01-01'],
  first_reply_minutes: 240,
  next_reply_minutes: 480,
  resolution_minutes: 2400,
  warn_before_minutes: 30,
  unassign_on_breach: false,
  updated_by: 'Alex Admin',
  updated_at: '2026-11-02T09:00:00.000Z',
};

const fasterPolicy: ServiceLevelPolicy = {
  ...defaultPolicy,
  time_zone: 'America/New_York',
  first_reply_minutes: 60,
  next_reply_minutes: 120,
  resolution_minutes: 960,
  unassign_on_breach: true,
};

const line = (id: number | null, label: string | null, requests: number, within: number) => ({
  id,
  label,
  requests,
  first_reply_p50_minutes: 42,
  first_reply_p90_minutes: 185,
  resolution_p50_minutes: 610,
  resolution_p90_minutes: 1980,
  first_reply_within_target: within,
  resolution_within_target: within - 0.05,
  ratings: Math.round(requests / 3),
  good_rating_share: 0.84,
});

export const serviceLevelResponses: {
  getServiceLevels: ServiceLevelsResponse;
  setDefaultServiceLevel: ServiceLevelResponse;
  setCompanyServiceLevel: ServiceLevelResponse;
  removeCompanyServiceLevel: ServiceLevelResponse;
  setStaffRouting: StaffRoutingResponse;
  getServiceLevelReport: ServiceLevelReportResponse;
} = {
  getServiceLevels: {
    default: defaultPolicy,
    companies: [
      { id: 1, name: 'Demo Company', policy: fasterPolicy },
      { id: 2, name: 'Northwind', policy: null },
    ],
  },
  setDefaultServiceLevel: { service_level: defaultPolicy },
  setCompanyServiceLevel: { service_level: fasterPolicy },
  removeCompanyServiceLevel: { service_level: null },
  setStaffRouting: { id: 2, routing: { available: false, open_limit: 20, open_requests: 3 } },
  getServiceLevelReport: {
    report: {
      from: '2026-11-01',
      to: '2026-11-30',
      by: 'company',
      time_zone: 'Europe/Paris',
      lines: [line(1, 'Demo Company', 120, 0.92), line(2, 'Northwind', 45, 0.81), line(null, null, 6, 0.5)],
      total: line(null, null, 171, 0.88),
      backlog: Array.from({ length: 7 }, (_, day) => ({
        date: `2026-11-${String(24 + day).padStart(2, '0')}`,
        open: [14, 17, 12, 15, 19, 11, 9][day]!,
      })),
    },
  },
};
