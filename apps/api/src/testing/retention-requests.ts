import { randomUUID } from 'node:crypto';
import {
  CompanyRetentionResponse,
  RetentionPreviewResponse,
  type RetentionAction,
} from '@concierge/api-client';
import { companies } from '../accounts/tables.js';
import type { Database } from '../db/database.js';
import { GOOD_PASSWORD } from './api-calls.js';
import {
  answer,
  nextItem,
  sampleAnswer,
  startRun,
  submit,
  uploadedFile,
  type HttpTestClient,
} from './http-test-client.js';
import { uniqueEmail } from './test-server.js';

// Test helpers of data retention (docs/personal-data.md#retention): companies of their own, requesters in
// them, and requests that hold every kind of personal data a request can carry.

export const PDF = Buffer.from('%PDF-1.7\n% a tiny test document\n%%EOF\n');
export const pdf = (filename: string) => ({ filename, contentType: 'application/pdf', bytes: PDF });

/** A company no other test uses; answers its id and slug. */
export async function newCompany(database: Database, name = 'Retention Test Co') {
  const slug = `retention-${randomUUID().slice(0, 8)}`;
  const [row] = await database.db.insert(companies).values({ slug, name }).returning({ id: companies.id });
  if (!row) throw new Error('the company was not made');
  return { id: row.id, slug };
}

/** A requester signed up into the company of `slug`; answers their email and session token. */
export async function requesterIn(client: HttpTestClient, slug: string, name = 'Rita') {
  const email = uniqueEmail('requester');
  const res = await client.call('POST', '/api/v1/users/sign_up', {
    body: {
      user: {
        email,
        password: GOOD_PASSWORD,
        name,
        last_name: 'Private',
        terms_of_service: 1,
        company_slug: slug,
      },
    },
  });
  const token = res.headers.get('authorization');
  if (res.status !== 200 || !token) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { email, token };
}

/** A submitted request of `surveyId`, each item answered with `text` where it takes text and `fileKey` where it takes a file. */
export async function requestAnswering(
  client: HttpTestClient,
  token: string,
  surveyId: number,
  { text, fileKey }: { text: string; fileKey?: string },
): Promise<number> {
  const runId = await startRun(client, token, surveyId);
  for (let next = await nextItem(client, token, runId); next; next = await nextItem(client, token, runId)) {
    const { item } = next;
    const value =
      item.kind === 'file'
        ? (fileKey ?? null)
        : ['text', 'textarea'].includes(item.kind)
          ? `${text} ${item.id}`
          : sampleAnswer(item);
    const res = await answer(client, token, runId, item.id, value);
    if (res.status !== 200) throw new Error(`answer failed: ${res.status} ${res.text}`);
  }
  const res = await submit(client, token, runId);
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${res.text}`);
  return res.json().request_id;
}

/**
 * A request carrying every kind of personal data: distinctive answers (and a file answer when the survey asks
 * for one), the requester's reply with a file, the concierge's reply with a file and an internal note, and a
 * rated completion. Answers its id and the stored files' keys.
 */
export async function fullRequest(
  client: HttpTestClient,
  {
    requester,
    concierge,
    surveyId,
    word,
  }: { requester: string; concierge: string; surveyId: number; word: string },
): Promise<{ id: number; keys: string[] }> {
  const answered = await uploadedFile(client, requester, pdf(`${word}-answer.pdf`));
  const id = await requestAnswering(client, requester, surveyId, { text: word, fileKey: answered });
  const fromRequester = await uploadedFile(client, requester, pdf(`${word}-lease.pdf`));
  const fromConcierge = await uploadedFile(client, concierge, pdf(`${word}-quote.pdf`));
  const posts: [string, string, object][] = [
    [
      `/api/v1/requests/${id}/messages`,
      requester,
      { body_html: `<p>My ${word} details</p>`, attachment_keys: [fromRequester] },
    ],
    [
      `/api/v1/concierge/requests/${id}/messages`,
      concierge,
      { body_html: `<p>Your ${word} quote</p>`, attachment_keys: [fromConcierge] },
    ],
    [
      `/api/v1/concierge/requests/${id}/messages`,
      concierge,
      { body_html: `<p>Note on ${word}</p>`, internal: true },
    ],
  ];
  for (const [url, token, message] of posts) {
    const res = await client.call('POST', url, { token, body: { message } });
    if (res.status !== 200) throw new Error(`message failed: ${res.status} ${res.text}`);
  }
  await completeRequest(client, requester, id);
  const rated = await client.call('PUT', `/api/v1/requests/${id}/rating`, {
    token: requester,
    body: { rating: { score: 'good', comment: `Thanks for the ${word}` } },
  });
  if (rated.status !== 200) throw new Error(`rating failed: ${rated.status} ${rated.text}`);
  return { id, keys: [answered, fromRequester, fromConcierge] };
}

/** The requester marks their request completed. */
export async function completeRequest(client: HttpTestClient, token: string, id: number): Promise<void> {
  const res = await client.call('POST', `/api/v1/requests/${id}/complete`, { token, body: {} });
  if (res.status !== 200) throw new Error(`complete failed: ${res.status} ${res.text}`);
}

const policyPath = (companyId: number) => `/api/v1/concierge/companies/${companyId}/retention_policy`;

/** An admin sets the company's retention policy; answers the company's entry. */
export async function setRetentionPolicy(
  client: HttpTestClient,
  adminToken: string,
  companyId: number,
  policy: { months: number; action: RetentionAction },
) {
  const res = await client.call('PUT', policyPath(companyId), { token: adminToken, body: { policy } });
  if (res.status !== 200) throw new Error(`setting the policy failed: ${res.status} ${res.text}`);
  return CompanyRetentionResponse.parse(res.json()).company;
}

/** An admin removes the company's retention policy. */
export async function removeRetentionPolicy(client: HttpTestClient, adminToken: string, companyId: number) {
  const res = await client.call('DELETE', policyPath(companyId), { token: adminToken });
  if (res.status !== 200) throw new Error(`removing the policy failed: ${res.status} ${res.text}`);
}

/** The dry run of a policy for the company: how many requests it would take now. */
export async function previewRetention(
  client: HttpTestClient,
  adminToken: string,
  companyId: number,
  policy: { months: number; action: RetentionAction },
): Promise<number> {
  const query = `months=${policy.months}&action=${policy.action}`;
  const res = await client.call('GET', `${policyPath(companyId)}/preview?${query}`, { token: adminToken });
  if (res.status !== 200) throw new Error(`the dry run failed: ${res.status} ${res.text}`);
  return RetentionPreviewResponse.parse(res.json()).preview.requests;
}
