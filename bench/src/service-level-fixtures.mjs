// Service-level data for the 100 000-request database of the search bench (fixtures.mjs), added by SQL after
// it: what the reports and the due-sorted queue read in production (apps/api migration 0028). The API writes
// clocks in the transactions of a request's life; requests made by SQL have none, so they are made here, in
// bulk, with values of the shapes the clocks write (apps/api/src/service-levels/clocks.ts). `query(sql,
// params)` runs on one connection: setseed makes the draws the same every run.

/** Requests are spread over this many days back, so a year's report reads most of them (≈ 91 %). */
export const SERVICE_LEVEL_SPAN_DAYS = 400;

const COMPANY_NAMES = [
  'Northwind Traders',
  'Acme Corporation',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Stark Logistics',
  'Wayne Foods',
  'Hooli',
  'Vandelay Imports',
  'Soylent Farms',
  'Wonka Sweets',
  'Tyrell Systems',
];
const TEAM_FIRST_NAMES = ['Robin', 'Sam', 'Kim', 'Noor', 'Ravi', 'Lena', 'Tomás', 'Aiko', 'Femi', 'Ines'];
const weekdays = (days, open, close) => JSON.stringify(days.map((day) => ({ day, open, close })));
const MON_FRI = ['mon', 'tue', 'wed', 'thu', 'fri'];
/**
 * The first companies' own policies (the rest follow the default): other zones, hours, holidays and targets
 * in business minutes; one puts a request back in the queue on a breach.
 */
const COMPANY_POLICIES = [
  {
    zone: 'Europe/Lisbon',
    hours: weekdays(MON_FRI, '08:00', '18:00'),
    holidays: [],
    minutes: { firstReply: 60, nextReply: 240, resolution: 1440, warnBefore: 15 },
  },
  {
    zone: 'America/New_York',
    hours: weekdays(MON_FRI, '09:00', '17:00'),
    holidays: ['2026-11-26', '2026-12-25'],
    minutes: { firstReply: 120, nextReply: 480, resolution: 2400, warnBefore: 30 },
  },
  {
    zone: 'Asia/Tokyo',
    hours: weekdays([...MON_FRI, 'sat'], '09:00', '18:00'),
    holidays: [],
    minutes: { firstReply: 240, nextReply: 480, resolution: 3000, warnBefore: 60 },
  },
  {
    zone: 'UTC',
    hours: weekdays([...MON_FRI, 'sat', 'sun'], '07:00', '22:00'),
    holidays: [],
    minutes: { firstReply: 30, nextReply: 120, resolution: 960, warnBefore: 10 },
    unassignOnBreach: true,
  },
];

/** Companies with some own policies, the requesters spread over them, and a team of concierges. */
async function addCompaniesAndTeam(query) {
  await query(
    `INSERT INTO companies (slug, name, created_at)
     SELECT 'bench-sla-' || n, name, now() FROM unnest($1::text[]) WITH ORDINALITY AS c (name, n)`,
    [COMPANY_NAMES],
  );
  await query(
    `WITH companies_of AS (SELECT array_agg(id ORDER BY id) AS ids FROM companies
                           WHERE slug LIKE 'bench-sla-%' OR slug = 'demo')
     UPDATE users SET company_id = ids[1 + id % array_length(ids, 1)]
     FROM companies_of WHERE email LIKE '%.search.test'`,
  );
  for (const [index, policy] of COMPANY_POLICIES.entries()) {
    await query(
      `INSERT INTO service_level_policies (company_id, time_zone, hours, holidays, first_reply_minutes,
         next_reply_minutes, resolution_minutes, warn_before_minutes, unassign_on_breach, updated_at)
       SELECT id, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, now() FROM companies WHERE slug = $1`,
      [
        `bench-sla-${index + 1}`,
        policy.zone,
        policy.hours,
        JSON.stringify(policy.holidays),
        policy.minutes.firstReply,
        policy.minutes.nextReply,
        policy.minutes.resolution,
        policy.minutes.warnBefore,
        policy.unassignOnBreach ?? false,
      ],
    );
  }
  await query(
    `INSERT INTO users (external_id, email, first_name, last_name, password_hash, role, company_id,
       terms_accepted_at, created_at, available)
     SELECT gen_random_uuid(), lower(first) || '.' || n || '@team.sla.test', first, 'Concierge',
            c.password_hash, 'concierge', c.company_id, c.terms_accepted_at, now(), true
     FROM unnest($1::text[]) WITH ORDINALITY AS t (first, n),
          (SELECT password_hash, company_id, terms_accepted_at FROM users
           WHERE email = 'concierge@concierge.test') AS c`,
    [TEAM_FIRST_NAMES],
  );
}

/**
 * Every request made at a moment of the last SERVICE_LEVEL_SPAN_DAYS days, waiting since five minutes later
 * (its requester's message); those in progress or completed assigned, half the open ones too, over the whole
 * team; and the surveys (hence categories) spread over the catalogue.
 */
async function spreadRequests(query) {
  await query(
    `WITH team AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE role = 'concierge'),
     drawn AS MATERIALIZED (SELECT id, random() AS age, random() AS pick, random() AS assigned FROM requests)
     UPDATE requests r
     SET created_at = now() - drawn.age * $1::int * interval '1 day',
         waiting_since = now() - drawn.age * $1::int * interval '1 day' + interval '5 minutes',
         updated_at = now() - drawn.age * $1::int * interval '1 day' + interval '5 minutes',
         assignee_id = CASE WHEN r.state <> 'open' OR drawn.assigned < 0.5
                            THEN team.ids[1 + floor(drawn.pick * array_length(team.ids, 1))::int] END
     FROM drawn, team WHERE drawn.id = r.id`,
    [SERVICE_LEVEL_SPAN_DAYS],
  );
  await query(
    `WITH catalogue AS (SELECT array_agg(id ORDER BY id) AS ids FROM request_surveys)
     UPDATE user_request_surveys SET request_survey_id = ids[1 + id % array_length(ids, 1)] FROM catalogue`,
  );
}

/**
 * One clock row a request, following its policy (its company's own, else the default). Open requests: 70 %
 * owe the first reply, 15 % the next, 15 % wait on their requester (no due time); in progress: half owe the
 * next reply. An owed reply falls due between 3 days ago and 7 days ahead (≈ 30 % overdue), the resolution
 * later; an alert already past is taken as dealt with (the escalation job moves it on). Replies given took
 * 0.1–1.7 × their target, resolutions 0.2–1.5 ×, so some miss it.
 */
async function addClocks(query) {
  await query(
    `WITH drawn AS MATERIALIZED (
       SELECT r.id, r.state,
              coalesce(own.first_reply_minutes, def.first_reply_minutes) * 60000::bigint AS first_target,
              coalesce(own.next_reply_minutes, def.next_reply_minutes) * 60000::bigint AS next_target,
              coalesce(own.resolution_minutes, def.resolution_minutes) * 60000::bigint AS resolution_target,
              coalesce(own.warn_before_minutes, def.warn_before_minutes) * interval '1 minute' AS warn,
              random() AS kind, random() AS due, random() AS took, random() AS resolved
       FROM requests r JOIN users u ON u.id = r.user_id
       CROSS JOIN (SELECT * FROM service_level_policies WHERE company_id IS NULL) def
       LEFT JOIN service_level_policies own ON own.company_id = u.company_id
       -- The demo's own requests were made through the API, clocks and all.
       WHERE NOT EXISTS (SELECT 1 FROM request_clocks k WHERE k.request_id = r.id)),
     phased AS (
       SELECT *, CASE WHEN state = 'completed' THEN 'done'
                      WHEN state = 'open' AND kind < 0.70 THEN 'first_reply'
                      WHEN state = 'open' AND kind < 0.85 OR state = 'in_progress' AND kind < 0.5 THEN 'next_reply'
                      ELSE 'waiting' END AS phase,
              now() + (due * 10 - 3) * interval '1 day' AS reply_due,
              now() + (due * 10 - 2 + resolved * 6) * interval '1 day' AS resolution_due,
              (first_target * (0.1 + 1.6 * took * took))::bigint AS first_ms,
              (resolution_target * (0.2 + 1.3 * resolved))::bigint AS resolution_spent
       FROM drawn),
     clocks AS (
       SELECT p.*, p.phase IN ('first_reply', 'next_reply') AS owed,
              CASE WHEN p.phase = 'first_reply' THEN first_target ELSE next_target END AS reply_target_ms
       FROM phased p),
     alerts AS (
       SELECT c.*,
              CASE WHEN NOT owed THEN NULL WHEN reply_due - warn > now() THEN reply_due - warn
                   WHEN reply_due > now() THEN reply_due END AS reply_alert,
              CASE WHEN NOT owed THEN NULL WHEN resolution_due - warn > now() THEN resolution_due - warn
                   WHEN resolution_due > now() THEN resolution_due END AS resolution_alert
       FROM clocks c)
     INSERT INTO request_clocks (request_id, reply_target, reply_started_at, reply_due_at, reply_alert_at,
       resolution_used_ms, resolution_running_since, resolution_due_at, resolution_alert_at,
       next_alert_at, first_reply_ms, first_reply_met, resolution_ms, resolution_met)
     SELECT id,
            CASE WHEN owed THEN phase END,
            CASE WHEN owed THEN reply_due - reply_target_ms * 3 * interval '1 millisecond' END,
            CASE WHEN owed THEN reply_due END,
            reply_alert,
            CASE WHEN phase = 'done' THEN resolution_spent ELSE resolution_spent / 3 END,
            CASE WHEN owed THEN reply_due - reply_target_ms * 3 * interval '1 millisecond' END,
            CASE WHEN owed THEN resolution_due END,
            resolution_alert,
            least(reply_alert, resolution_alert),
            CASE WHEN phase <> 'first_reply' THEN first_ms END,
            CASE WHEN phase <> 'first_reply' THEN first_ms <= first_target END,
            CASE WHEN phase = 'done' THEN resolution_spent END,
            CASE WHEN phase = 'done' THEN resolution_spent <= resolution_target END
     FROM alerts`,
  );
  // The earliest running due time lives on the request, as the clocks keep it (the queue's due order).
  await query(
    `UPDATE requests r SET next_due_at = least(c.reply_due_at, c.resolution_due_at)
     FROM request_clocks c WHERE c.request_id = r.id`,
  );
}

/** Completed requests: when (a calendar span of their business time, no later than now), and 40 % rated. */
async function addCompletionsAndRatings(query) {
  await query(
    `INSERT INTO request_completions (request_id, completed_at)
     SELECT r.id, least(now(), r.created_at + c.resolution_ms * 3 * interval '1 millisecond')
     FROM requests r JOIN request_clocks c ON c.request_id = r.id WHERE r.state = 'completed'
     ON CONFLICT (request_id) DO NOTHING`,
  );
  await query(
    `WITH drawn AS MATERIALIZED (
       SELECT r.id, r.user_id, rc.completed_at, random() AS rated, random() AS score
       FROM requests r JOIN request_completions rc ON rc.request_id = r.id)
     INSERT INTO request_ratings (request_id, user_id, score, created_at, updated_at)
     SELECT id, user_id, CASE WHEN score < 0.7 THEN 'good' WHEN score < 0.9 THEN 'okay' ELSE 'bad' END,
            completed_at, completed_at
     FROM drawn WHERE rated < 0.4
     ON CONFLICT (request_id) DO NOTHING`,
  );
}

/** The whole service-level data set, then `VACUUM ANALYZE` as autovacuum would soon do after such a load. */
export async function addServiceLevelData(query) {
  await query('SELECT setseed(0.2026)');
  await addCompaniesAndTeam(query);
  await spreadRequests(query);
  await addClocks(query);
  await addCompletionsAndRatings(query);
  await query('VACUUM ANALYZE');
}

/** What the run holds, for the report: clocks by kind, the team, policies and the year's share. */
export async function describeServiceLevelData(query, yearFrom) {
  const [counts] = await query(
    `SELECT (SELECT count(*)::int FROM request_clocks) AS clocks,
            (SELECT count(*)::int FROM requests r JOIN request_clocks c ON c.request_id = r.id
             WHERE r.state <> 'completed' AND r.next_due_at IS NOT NULL) AS "dueSet",
            (SELECT count(*)::int FROM requests WHERE next_due_at < now()) AS overdue,
            (SELECT count(*)::int FROM requests r JOIN request_clocks c ON c.request_id = r.id
             WHERE r.state <> 'completed' AND r.next_due_at IS NULL) AS "waitingOnRequester",
            (SELECT count(*)::int FROM requests WHERE state = 'open') AS open,
            (SELECT count(*)::int FROM requests WHERE created_at >= $1::date) AS "inYear",
            (SELECT count(*)::int FROM requests) AS requests,
            (SELECT count(*)::int FROM users WHERE role = 'concierge') AS concierges,
            (SELECT count(*)::int FROM companies) AS companies,
            (SELECT count(*)::int FROM service_level_policies WHERE company_id IS NOT NULL) AS "companyPolicies",
            (SELECT count(DISTINCT category_id)::int FROM request_surveys) AS categories,
            (SELECT count(*)::int FROM request_ratings) AS ratings`,
    [yearFrom],
  );
  return counts;
}
