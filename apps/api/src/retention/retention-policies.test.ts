import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CompanyRetentionResponse,
  RETENTION_TEXTS,
  RetentionPoliciesResponse,
  RetentionPreviewResponse,
} from '@concierge/api-client';
import { users } from '../accounts/tables.js';
import { messages, requests } from '../requests/tables.js';
import { GOOD_PASSWORD } from '../testing/api-calls.js';
import { listenForTests, seededSurveyId, signInAgain, signInDemo } from '../testing/http-test-client.js';
import { completeRequest, newCompany, requestAnswering, requesterIn } from '../testing/retention-requests.js';
import { signInStaff } from '../testing/staff-second-factor.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { anonymisedRequesters, retentionPolicies, retentionRuns } from './tables.js';

// The admins' retention endpoints over HTTP (docs/personal-data.md#retention): only admins reach them, every
// bad payload is refused with its field's message, the dry run counts what a pass then takes and changes
// nothing, and a policy is set, listed and removed.

const DAY = 24 * 60 * 60 * 1000;
const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const db = server.database.db;
const adminAccount = await signUpStaff(client, server.database, 'Ada', 'admin');
let admin = adminAccount.token;
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const policyPath = (companyId: number) => `/api/v1/concierge/companies/${companyId}/retention_policy`;
const previewPath = (companyId: number, query: string) => `${policyPath(companyId)}/preview?${query}`;
const put = (companyId: number, body: unknown, headers: Record<string, string> = {}) =>
  client.call('PUT', policyPath(companyId), { token: admin, body, headers });
const list = async () => {
  const res = await client.call('GET', '/api/v1/concierge/retention_policies', { token: admin });
  expect(res.status, res.text).toBe(200);
  return RetentionPoliciesResponse.parse(res.json()).companies;
};
const preview = async (companyId: number, months: number, action: string) => {
  const res = await client.call('GET', previewPath(companyId, `months=${months}&action=${action}`), {
    token: admin,
  });
  expect(res.status, res.text).toBe(200);
  return RetentionPreviewResponse.parse(res.json()).preview;
};

describe(onDb('retention policies'), () => {
  it('are for admins only: a concierge and a requester are refused, and nothing is set', async () => {
    const company = await newCompany(server.database);
    const requester = await requesterIn(client, company.slug);
    const concierge = await signInDemo(client, 1);
    for (const token of [concierge, requester.token]) {
      const calls = [
        client.call('GET', '/api/v1/concierge/retention_policies', { token }),
        client.call('GET', previewPath(company.id, 'months=12&action=delete'), { token }),
        client.call('PUT', policyPath(company.id), {
          token,
          body: { policy: { months: 12, action: 'delete' } },
        }),
        client.call('DELETE', policyPath(company.id), { token }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status, res.text).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    expect(
      await db.select().from(retentionPolicies).where(eq(retentionPolicies.companyId, company.id)),
    ).toEqual([]);
    // Without a session at all: 401.
    expect((await client.call('GET', '/api/v1/concierge/retention_policies')).status).toBe(401);
  });

  it('refuses every bad payload with the field’s message, in the reader’s language', async () => {
    const company = await newCompany(server.database);
    const months = RETENTION_TEXTS.months;
    const action = RETENTION_TEXTS.action;
    const cases: [unknown, string, string][] = [
      [{ policy: { months: 0, action: 'anonymise' } }, 'body.policy.months', months],
      [{ policy: { months: 121, action: 'delete' } }, 'body.policy.months', months],
      [{ policy: { months: 1.5, action: 'delete' } }, 'body.policy.months', months],
      [{ policy: { months: '12', action: 'delete' } }, 'body.policy.months', months],
      [{ policy: { action: 'delete' } }, 'body.policy.months', months],
      [{ policy: { months: 12, action: 'archive' } }, 'body.policy.action', action],
      [{ policy: { months: 12 } }, 'body.policy.action', action],
    ];
    for (const [body, path, message] of cases) {
      const res = await put(company.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', error: message, issues: [{ path, message }] });
    }
    const missing = await put(company.id, { months: 12, action: 'delete' });
    expect(missing.status).toBe(400);
    expect(missing.json().issues[0].path).toBe('body.policy');

    for (const [query, path, message] of [
      ['months=abc&action=delete', 'query.months', months],
      ['months=0&action=delete', 'query.months', months],
      ['action=delete', 'query.months', months],
      ['months=12&action=erase', 'query.action', action],
    ]) {
      const res = await client.call('GET', previewPath(company.id, query!), { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', issues: [{ path, message }] });
    }

    const french = await put(
      company.id,
      { policy: { months: 500, action: 'delete' } },
      { 'accept-language': 'fr' },
    );
    expect(french.status).toBe(400);
    expect(french.json().error).toBe('Saisissez un nombre entier de mois, de 1 à 120.');

    // A company that does not exist: 404 for every company route.
    const missingCompany = 999_999;
    expect((await put(missingCompany, { policy: { months: 12, action: 'delete' } })).status).toBe(404);
    expect(
      (await client.call('GET', previewPath(missingCompany, 'months=12&action=delete'), { token: admin }))
        .status,
    ).toBe(404);
    expect((await client.call('DELETE', policyPath(missingCompany), { token: admin })).status).toBe(404);
    expect(
      await db.select().from(retentionPolicies).where(eq(retentionPolicies.companyId, company.id)),
    ).toEqual([]);
  });

  it('counts in a dry run what a pass then takes, changing nothing; sets, lists and removes a policy', async () => {
    const company = await newCompany(server.database, 'Dry Run Co');
    const other = await newCompany(server.database, 'Bystander Co');
    const rita = await requesterIn(client, company.slug);
    const otto = await requesterIn(client, other.slug);
    const completedEarly: number[] = [];
    for (const text of ['first', 'second']) {
      const id = await requestAnswering(client, rita.token, plumber, { text });
      await completeRequest(client, rita.token, id);
      completedEarly.push(id);
    }
    const stillOpen = await requestAnswering(client, rita.token, plumber, { text: 'open' });
    const othersId = await requestAnswering(client, otto.token, plumber, { text: 'other' });
    await completeRequest(client, otto.token, othersId);
    server.clock.advance(45 * DAY);
    const ritaToken = await signInAgain(client, rita.email);
    const completedLate = await requestAnswering(client, ritaToken, plumber, { text: 'late' });
    await completeRequest(client, ritaToken, completedLate);
    admin = (await signInStaff(server, { email: adminAccount.email, password: GOOD_PASSWORD })).token;

    const mine = [...completedEarly, stillOpen, completedLate];
    const snapshot = async () => ({
      requests: await db.select().from(requests).where(inArray(requests.id, mine)).orderBy(requests.id),
      messages: await db
        .select()
        .from(messages)
        .where(inArray(messages.requestId, mine))
        .orderBy(messages.id),
      users: (await db.select({ n: users.id }).from(users)).length,
      runs: await db.select().from(retentionRuns),
    });
    const before = await snapshot();

    const dryRun = await preview(company.id, 1, 'anonymise');
    expect(dryRun).toMatchObject({ company_id: company.id, months: 1, action: 'anonymise', requests: 2 });
    expect(Date.parse(dryRun.cutoff)).toBeLessThan(server.clock.now().getTime());
    expect((await preview(company.id, 2, 'anonymise')).requests).toBe(0);
    expect((await preview(company.id, 1, 'delete')).requests).toBe(2);
    // Nothing changed: no policy, no placeholder account, no run, the requests and messages as they were.
    expect(await snapshot()).toEqual(before);
    expect(
      await db.select().from(retentionPolicies).where(eq(retentionPolicies.companyId, company.id)),
    ).toEqual([]);
    expect(
      await db.select().from(anonymisedRequesters).where(eq(anonymisedRequesters.companyId, company.id)),
    ).toEqual([]);

    const set = await put(company.id, { policy: { months: 1, action: 'anonymise' } });
    expect(set.status, set.text).toBe(200);
    expect(CompanyRetentionResponse.parse(set.json()).company).toEqual({
      company_id: company.id,
      company_name: 'Dry Run Co',
      policy: {
        months: 1,
        action: 'anonymise',
        set_by: 'Ada Tester',
        set_at: server.clock.now().toISOString(),
      },
      last_run: null,
    });
    const listed = await list();
    expect(listed.find((entry) => entry.company_id === company.id)?.policy?.months).toBe(1);
    expect(listed.find((entry) => entry.company_id === other.id)).toMatchObject({
      policy: null,
      last_run: null,
    });

    // The pass takes what the dry run counted.
    expect(await server.app.runRetention()).toBe(dryRun.requests);
    expect((await list()).find((entry) => entry.company_id === company.id)?.last_run).toEqual({
      at: server.clock.now().toISOString(),
      action: 'anonymise',
      requests: 2,
    });
    // Anonymised ones are not anonymised again; deleting would take them.
    expect((await preview(company.id, 1, 'anonymise')).requests).toBe(0);
    expect((await preview(company.id, 1, 'delete')).requests).toBe(2);

    // Replaced, then removed: the next pass takes nothing.
    const replaced = await put(company.id, { policy: { months: 3, action: 'delete' } });
    expect(CompanyRetentionResponse.parse(replaced.json()).company.policy).toMatchObject({
      months: 3,
      action: 'delete',
    });
    const removed = await client.call('DELETE', policyPath(company.id), { token: admin });
    expect(removed.status).toBe(200);
    expect(CompanyRetentionResponse.parse(removed.json()).company.policy).toBeNull();
    expect((await client.call('DELETE', policyPath(company.id), { token: admin })).status).toBe(200);
    server.clock.advance(200 * DAY);
    expect(await server.app.runRetention()).toBe(0);
    expect(await db.select().from(requests).where(inArray(requests.id, completedEarly))).toHaveLength(2);
  });
});
