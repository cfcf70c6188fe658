// The endpoints of service levels (docs/service-levels.md): policies and calendars, routing availability and
// the reports: each one's name, method, path, access and schemas, written here once (docs/api.md#calls).
// Reading policies is open to the team (the console shows what is due); changing them and reports are for
// admins, checked by the server. None names a token scope: they are the console's.
import { IdParams } from '../schemas/requests.js';
import {
  ServiceLevelBody,
  ServiceLevelReportQuery,
  ServiceLevelReportResponse,
  ServiceLevelResponse,
  ServiceLevelsResponse,
  StaffRoutingBody,
  StaffRoutingResponse,
} from '../schemas/service-levels.js';
import type { Endpoint } from './endpoint.js';

export const serviceLevelsDefinitions = {
  /** The default policy and every company with its own, or none. */
  getServiceLevels: {
    method: 'GET',
    path: '/api/v1/concierge/service_levels',
    access: 'concierge',
    response: ServiceLevelsResponse,
  },
  /** Replaces the default policy: requests whose company has none follow it from their next change. */
  setDefaultServiceLevel: {
    method: 'PUT',
    path: '/api/v1/concierge/service_levels/default',
    access: 'concierge',
    body: ServiceLevelBody,
    response: ServiceLevelResponse,
  },
  /** Sets (or replaces) a company's own policy. */
  setCompanyServiceLevel: {
    method: 'PUT',
    path: '/api/v1/concierge/companies/:id/service_level',
    access: 'concierge',
    params: IdParams,
    body: ServiceLevelBody,
    response: ServiceLevelResponse,
  },
  /** Removes a company's own policy: the default applies to it again. Removing none changes nothing. */
  removeCompanyServiceLevel: {
    method: 'DELETE',
    path: '/api/v1/concierge/companies/:id/service_level',
    access: 'concierge',
    params: IdParams,
    response: ServiceLevelResponse,
  },
  /**
   * A concierge's availability for routing (their own; an admin's for anyone) and open-request limit
   * (admins). Going away hands their unanswered requests back to the pool.
   */
  setStaffRouting: {
    method: 'PUT',
    path: '/api/v1/concierge/staff/:id/routing',
    access: 'concierge',
    params: IdParams,
    body: StaffRoutingBody,
    response: StaffRoutingResponse,
  },
  /** Volume, reply and resolution times, share within target and ratings for a date range; the backlog. */
  getServiceLevelReport: {
    method: 'GET',
    path: '/api/v1/concierge/reports/service_levels',
    access: 'concierge',
    query: ServiceLevelReportQuery,
    response: ServiceLevelReportResponse,
  },
} as const satisfies Record<string, Endpoint>;
