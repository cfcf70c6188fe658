// Rows for the load and scale runs, written straight into the database with SQL (apps/api/migrations):
// thousands of requests through the API would take longer than the runs they prepare. Each request gets the
// submitted survey run the schema requires. `query(sql, params)` is pg's or PGlite's.

const DEMO_EMAIL = 'demo@concierge.test';

/** Gives a user `count` more open requests, a minute apart, newest first. */
export async function addRequests(query, userId, count) {
  await query(
    `WITH runs AS (
       INSERT INTO user_request_surveys (user_id, request_survey_id, created_at, submitted_at)
       SELECT $1, (SELECT min(id) FROM request_surveys), now() - g * interval '1 minute', now() - g * interval '1 minute'
       FROM generate_series(1, $2::int) AS g
       RETURNING id, user_id, created_at)
     INSERT INTO requests (user_id, user_request_survey_id, title, state, details, search_text, created_at, updated_at, waiting_since)
     SELECT user_id, id, 'Bench request ' || id, 'open',
            '[{"question":"What do you need?","answer":"A plumber this week","attachment":null}]',
            'bench request', created_at, created_at, created_at
     FROM runs`,
    [userId, count],
  );
}

/** Adds `count` open requests spread over `owners` other users (created on the first call). */
export async function addOtherUsersRequests(query, count, owners = 100) {
  await query(
    `INSERT INTO users (external_id, email, first_name, last_name, password_hash, created_at)
     SELECT gen_random_uuid(), 'bench-owner-' || g || '@bench.test', 'Bench', 'Owner', 'not-a-hash', now()
     FROM generate_series(1, $1::int) AS g
     ON CONFLICT (email) DO NOTHING`,
    [owners],
  );
  await query(
    `WITH owners AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench-owner-%'),
     runs AS (
       INSERT INTO user_request_surveys (user_id, request_survey_id, created_at, submitted_at)
       SELECT owners.ids[1 + g % array_length(owners.ids, 1)], (SELECT min(id) FROM request_surveys),
              now() - g * interval '1 second', now() - g * interval '1 second'
       FROM generate_series(1, $1::int) AS g, owners
       RETURNING id, user_id, created_at)
     INSERT INTO requests (user_id, user_request_survey_id, title, state, search_text, created_at, updated_at, waiting_since)
     SELECT user_id, id, 'Someone else''s request ' || id, 'open', 'other', created_at, created_at, created_at FROM runs`,
    [count],
  );
  await query('ANALYZE');
}

/**
 * A user who signs in with the demo password (its hash is copied, so no hashing here) and has no requests
 * yet: the demo user's own seeded requests stay out of the counts.
 */
export async function createUserLikeDemo(query, email) {
  const rows = await query(
    `INSERT INTO users (external_id, email, first_name, last_name, password_hash, role, company_id, terms_accepted_at, created_at)
     SELECT gen_random_uuid(), $1, 'Bench', 'User', password_hash, 'user', company_id, terms_accepted_at, now()
     FROM users WHERE email = $2
     RETURNING id`,
    [email, DEMO_EMAIL],
  );
  return Number(rows[0].id);
}

export async function countRequests(query) {
  const rows = await query('SELECT count(*)::int AS n FROM requests');
  return Number(rows[0].n);
}
