// Data retention's default answers: one company with a policy that has run, one without; a dry run of 12.
import type {
  CompanyRetentionResponse,
  RetentionPoliciesResponse,
  RetentionPreviewResponse,
} from '../schemas/retention.js';

const withPolicy = {
  company_id: 1,
  company_name: 'Demo Company',
  policy: { months: 24, action: 'anonymise', set_by: 'Alex Admin', set_at: '2026-11-02T09:00:00.000Z' },
  last_run: { at: '2026-11-03T03:00:00.000Z', action: 'anonymise', requests: 3 },
} as const;

export const retentionResponses: {
  getRetentionPolicies: RetentionPoliciesResponse;
  previewRetentionPolicy: RetentionPreviewResponse;
  setRetentionPolicy: CompanyRetentionResponse;
  removeRetentionPolicy: CompanyRetentionResponse;
} = {
  getRetentionPolicies: {
    companies: [withPolicy, { company_id: 2, company_name: 'Northwind', policy: null, last_run: null }],
  },
  previewRetentionPolicy: {
    preview: {
      company_id: 1,
      months: 24,
      action: 'anonymise',
      cutoff: '2024-11-03T09:00:00.000Z',
      requests: 12,
    },
  },
  setRetentionPolicy: { company: withPolicy },
  removeRetentionPolicy: { company: { ...withPolicy, policy: null } },
};
