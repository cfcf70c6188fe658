// The endpoints of data retention per company (admins only, checked by the server;
// docs/personal-data.md#retention): each one's name, method, path, access and schemas, written here once
// (docs/api.md#calls). None names a token scope: retention is set in the console, by an admin.
import { IdParams } from '../schemas/requests.js';
import {
  CompanyRetentionResponse,
  RetentionPoliciesResponse,
  RetentionPolicyBody,
  RetentionPreviewQuery,
  RetentionPreviewResponse,
} from '../schemas/retention.js';
import type { Endpoint } from './endpoint.js';

export const retentionDefinitions = {
  /** Every company with its retention policy (or none) and the job's latest pass over it. */
  getRetentionPolicies: {
    method: 'GET',
    path: '/api/v1/concierge/retention_policies',
    access: 'concierge',
    response: RetentionPoliciesResponse,
  },
  /** The dry run: how many of the company's completed requests a proposed policy would take now; changes nothing. */
  previewRetentionPolicy: {
    method: 'GET',
    path: '/api/v1/concierge/companies/:id/retention_policy/preview',
    access: 'concierge',
    params: IdParams,
    query: RetentionPreviewQuery,
    response: RetentionPreviewResponse,
  },
  /** Sets (or replaces) the company's policy; the job's next pass applies it. */
  setRetentionPolicy: {
    method: 'PUT',
    path: '/api/v1/concierge/companies/:id/retention_policy',
    access: 'concierge',
    params: IdParams,
    body: RetentionPolicyBody,
    response: CompanyRetentionResponse,
  },
  /** Removes the company's policy: its requests are kept from the next batch on. Removing none changes nothing. */
  removeRetentionPolicy: {
    method: 'DELETE',
    path: '/api/v1/concierge/companies/:id/retention_policy',
    access: 'concierge',
    params: IdParams,
    response: CompanyRetentionResponse,
  },
} as const satisfies Record<string, Endpoint>;
