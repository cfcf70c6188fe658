import { afterAll, describe, expect, it } from 'vitest';
import {
  SERVICE_LEVEL_TEXTS,
  ServiceLevelReportResponse,
  ServiceLevelResponse,
  ServiceLevelsResponse,
  WEEKDAYS,
} from '@concierge/api-client';
import { listenForTests, seededSurveyId, signInDemo } from '../testing/http-test-client.js';
import { newCompany, requestAnswering, requesterIn } from '../testing/retention-requests.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

// Policies and reports over HTTP (docs/service-levels.md#policies, #reports): the team reads, admins change;
// every bad setting is refused with its field's message; a company's own policy replaces the default for its
// requests; a report counts each company's requests with their business times, shares and ratings.

const MINUTE = 60_000;
const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const admin = await signUpStaff(client, server.database, 'Ada', 'admin');
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const settings = {
  time_zone: 'America/New_York',
  hours: WEEKDAYS.slice(0, 5).map((day) => ({ day, open: '08:00', close: '18:00' })),
  holidays: ['2026-07-03'],
  first_reply_minutes: 60,
  next_reply_minutes: 120,
  resolution_minutes: 600,
  warn_before_minutes: 10,
  unassign_on_breach: false,
};
const put = (path: string, body: unknown, token = admin.token) =>
  client.call('PUT', `/api/v1/concierge/${path}`, { token, body: { service_level: body } });

describe(onDb('service-level policies'), () => {
  it('are read by the team and changed by admins only', async () => {
    const concierge = await signInDemo(client, 1);
    const listed = await client.call('GET', '/api/v1/concierge/service_levels', { token: concierge });
    expect(listed.status, listed.text).toBe(200);
    expect(ServiceLevelsResponse.parse(listed.json()).default).toMatchObject({
      time_zone: 'UTC',
      first_reply_minutes: 240,
      updated_by: null,
    });
    const refused = await put('service_levels/default', settings, concierge);
    expect(refused.status).toBe(403);

    const saved = await put('service_levels/default', settings);
    expect(saved.status, saved.text).toBe(200);
    expect(ServiceLevelResponse.parse(saved.json()).service_level).toMatchObject({
      ...settings,
      updated_by: 'Ada Tester',
    });
  });

  it('refuses each bad setting with its field’s message', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ time_zone: 'Mars/Olympus' }, 'body.service_level.time_zone', SERVICE_LEVEL_TEXTS.timeZone],
      [
        { hours: [{ day: 'mon', open: '18:00', close: '09:00' }] },
        'body.service_level.hours.0.close',
        SERVICE_LEVEL_TEXTS.hoursOrder,
      ],
      [
        { hours: [{ day: 'mon', open: '9am', close: '17:00' }] },
        'body.service_level.hours.0.open',
        SERVICE_LEVEL_TEXTS.time,
      ],
      [
        {
          hours: [
            { day: 'mon', open: '09:00', close: '13:00' },
            { day: 'mon', open: '12:00', close: '17:00' },
          ],
        },
        'body.service_level.hours',
        SERVICE_LEVEL_TEXTS.hoursOverlap,
      ],
      [{ hours: [] }, 'body.service_level.hours', SERVICE_LEVEL_TEXTS.noHours],
      [{ holidays: ['25/12/2026'] }, 'body.service_level.holidays.0', SERVICE_LEVEL_TEXTS.holiday],
      [{ first_reply_minutes: 0 }, 'body.service_level.first_reply_minutes', SERVICE_LEVEL_TEXTS.target],
      [{ resolution_minutes: 1.5 }, 'body.service_level.resolution_minutes', SERVICE_LEVEL_TEXTS.target],
      [{ warn_before_minutes: -5 }, 'body.service_level.warn_before_minutes', SERVICE_LEVEL_TEXTS.warnBefore],
    ];
    for (const [change, path, message] of cases) {
      const res = await put('service_levels/default', { ...settings, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json().issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
    const after = ServiceLevelsResponse.parse(
      (await client.call('GET', '/api/v1/concierge/service_levels', { token: admin.token })).json(),
    );
    expect(after.default.time_zone).toBe('America/New_York');
  });

  it('gives a company its own policy for its requests, and the default back once removed', async () => {
    const company = await newCompany(server.database, 'Own Hours Co');
    const own = { ...settings, time_zone: 'Asia/Tokyo', first_reply_minutes: 30 };
    expect((await put(`companies/${company.id}/service_level`, own)).status).toBe(200);
    expect((await put('companies/999999/service_level', own)).status).toBe(404);
    const listed = ServiceLevelsResponse.parse(
      (await client.call('GET', '/api/v1/concierge/service_levels', { token: admin.token })).json(),
    );
    expect(listed.companies.find((entry) => entry.id === company.id)?.policy?.time_zone).toBe('Asia/Tokyo');

    const requester = await requesterIn(client, company.slug);
    const id = await requestAnswering(client, requester.token, plumber, { text: 'own hours' });
    const shown = await client.call('GET', `/api/v1/requests/${id}`, { token: requester.token });
    expect(shown.json().reply_within_minutes).toBe(30);

    const removed = await client.call('DELETE', `/api/v1/concierge/companies/${company.id}/service_level`, {
      token: admin.token,
    });
    expect(ServiceLevelResponse.parse(removed.json()).service_level).toBeNull();
    const again = await client.call('GET', `/api/v1/requests/${id}`, { token: requester.token });
    expect(again.json().reply_within_minutes).toBe(60);
  });
});

describe(onDb('service-level reports'), () => {
  it('count each company’s requests with their reply and resolution times, shares within target and ratings', async () => {
    // Around the clock in UTC, so business time is wall time.
    const always = {
      ...settings,
      time_zone: 'UTC',
      hours: WEEKDAYS.map((day) => ({ day, open: '00:00', close: '24:00' })),
      holidays: [],
    };
    const company = await newCompany(server.database, 'Reported Co');
    expect((await put(`companies/${company.id}/service_level`, always)).status).toBe(200);
    const concierge = await signInDemo(client, 1);
    const requester = await requesterIn(client, company.slug);
    const made = server.clock.now().toISOString().slice(0, 10);
    const ids: number[] = [];
    for (const [index, replyAfter] of [30, 90].entries()) {
      const id = await requestAnswering(client, requester.token, plumber, { text: `report ${index}` });
      ids.push(id);
      server.clock.advance(replyAfter * MINUTE);
      await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
        token: concierge,
        body: { message: { body_html: '<p>Here is what I found.</p>' } },
      });
    }
    await client.call('POST', `/api/v1/requests/${ids[0]}/complete`, { token: requester.token });
    await client.call('PUT', `/api/v1/requests/${ids[0]}/rating`, {
      token: requester.token,
      body: { rating: { score: 'good' } },
    });

    const res = await client.call(
      'GET',
      `/api/v1/concierge/reports/service_levels?from=${made}&to=${made}&by=company`,
      { token: admin.token },
    );
    expect(res.status, res.text).toBe(200);
    const { report } = ServiceLevelReportResponse.parse(res.json());
    const line = report.lines.find((entry) => entry.id === company.id);
    expect(line).toEqual({
      id: company.id,
      label: 'Reported Co',
      requests: 2,
      // 30 and 90 minutes: the median between, the 90th percentile near the slower.
      first_reply_p50_minutes: 60,
      first_reply_p90_minutes: 84,
      resolution_p50_minutes: 30,
      resolution_p90_minutes: 30,
      // One of the two first replies within 60 minutes.
      first_reply_within_target: 0.5,
      resolution_within_target: 1,
      ratings: 1,
      good_rating_share: 1,
    });
    expect(report.total.requests).toBeGreaterThanOrEqual(2);
    expect(report.backlog).toEqual([{ date: made, open: expect.any(Number) }]);
    expect(report.backlog[0]!.open).toBeGreaterThanOrEqual(1);

    const refused = await client.call(
      'GET',
      `/api/v1/concierge/reports/service_levels?from=${made}&to=${made}`,
      { token: concierge },
    );
    expect(refused.status).toBe(403);
    const backwards = await client.call(
      'GET',
      '/api/v1/concierge/reports/service_levels?from=2026-03-10&to=2026-03-01',
      {
        token: admin.token,
      },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.json().issues).toContainEqual({ path: 'query.to', message: SERVICE_LEVEL_TEXTS.range });
  });
});
