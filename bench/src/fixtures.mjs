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
  // As autovacuum would soon after such a load: the GIN index's pending list merged, statistics fresh.
  await query('VACUUM ANALYZE');
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

// The search bench: requesters and requests with varied words, so a search matches a few rows, not all.
const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Linus',
  'Margaret',
  'Tim',
  'Barbara',
  'Edsger',
  'Katherine',
  'Dennis',
  'Frances',
  'Ken',
  'Radia',
  'Donald',
  'Hedy',
  'John',
  'Sophie',
  'Niklaus',
  'Joan',
  'Guido',
];
const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Torvalds',
  'Hamilton',
  'Berners',
  'Liskov',
  'Dijkstra',
  'Johnson',
  'Ritchie',
  'Allen',
  'Thompson',
  'Perlman',
  'Knuth',
  'Lamarr',
  'Backus',
  'Wilson',
  'Wirth',
  'Clarke',
  'Rossum',
  'Okafor',
  'Nakamura',
  'Fernandes',
  'Kowalski',
  'Haddad',
];
const DOMAINS = ['mail', 'post', 'inbox', 'letters'];
const NEEDS = [
  'plumber',
  'electrician',
  'babysitter',
  'dog walker',
  'tax adviser',
  'piano teacher',
  'caterer',
  'moving van',
  'locksmith',
  'gardener',
  'translator',
  'photographer',
];
const CITIES = [
  'Lisbon',
  'Berlin',
  'Boston',
  'Osaka',
  'Lagos',
  'Montreal',
  'Krakow',
  'Seville',
  'Austin',
  'Dublin',
];
const MESSAGES = [
  'Any update on this?',
  'Could you also check the weekend?',
  'My budget is flexible.',
  'Please call me after six.',
  'The building has no lift.',
  'Thursday mornings suit me best.',
  'I would prefer someone who speaks French.',
  'Is a quote possible before Friday?',
];
/** One message in this many names the rare word (id % 50 = 3: always an open one), so a search matches 2 %. */
export const RARE_MESSAGE_WORD = { word: 'chandelier', every: 50 };

/**
 * `count` requesters who sign in with the demo password, named from the lists above
 * (`first.last.n@<domain>.search.test`), each number unique.
 */
export async function addSearchRequesters(query, count) {
  await query(
    `INSERT INTO users (external_id, email, first_name, last_name, password_hash, role, company_id, terms_accepted_at, created_at)
     SELECT gen_random_uuid(),
            lower(f || '.' || l || '.' || g) || '@' || ($5::text[])[1 + g % array_length($5::text[], 1)] || '.search.test',
            f, l, demo.password_hash, 'user', demo.company_id, demo.terms_accepted_at, now()
     FROM generate_series(1, $1::int) AS g,
          LATERAL (SELECT ($3::text[])[1 + g % array_length($3::text[], 1)] AS f,
                          ($4::text[])[1 + (g / array_length($3::text[], 1)) % array_length($4::text[], 1)] AS l) AS names,
          (SELECT password_hash, company_id, terms_accepted_at FROM users WHERE email = $2) AS demo`,
    [count, DEMO_EMAIL, FIRST_NAMES, LAST_NAMES, DOMAINS],
  );
}

/**
 * `count` requests spread over the search requesters (most open, some in progress or completed), each with
 * a varied title, answer and one message from its requester; the search documents are the triggers' work
 * (migration 0010), as in production.
 */
export async function addSearchableRequests(query, count) {
  await query(
    `WITH owners AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE '%.search.test'),
     runs AS (
       INSERT INTO user_request_surveys (user_id, request_survey_id, created_at, submitted_at)
       SELECT owners.ids[1 + (g * 7919) % array_length(owners.ids, 1)], (SELECT min(id) FROM request_surveys),
              now() - g * interval '37 seconds', now() - g * interval '37 seconds'
       FROM generate_series(1, $1::int) AS g, owners
       RETURNING id, user_id, created_at)
     INSERT INTO requests (user_id, user_request_survey_id, title, state, details, search_text, created_at, updated_at, waiting_since)
     SELECT user_id, id, 'Find a ' || need || ' in ' || city,
            CASE id % 10 WHEN 0 THEN 'completed' WHEN 1 THEN 'in_progress' ELSE 'open' END,
            jsonb_build_array(jsonb_build_object('question', 'What do you need?', 'answer',
              'A ' || need || ' near ' || city || ' for ' || (1 + id % 9) || ' hours', 'attachment', null)),
            '', created_at, created_at, created_at
     FROM runs, LATERAL (SELECT ($2::text[])[1 + id % array_length($2::text[], 1)] AS need,
                                ($3::text[])[1 + (id / 7) % array_length($3::text[], 1)] AS city) AS words`,
    [count, NEEDS, CITIES],
  );
  await query(
    `INSERT INTO messages (request_id, author_id, source, source_name, body_html, created_at)
     SELECT r.id, r.user_id, 'user', u.first_name || ' ' || u.last_name,
            '<p>' || ($1::text[])[1 + r.id % array_length($1::text[], 1)]
              || CASE WHEN r.id % $3::int = 3 THEN ' The antique ' || $2 || ' needs rewiring.' ELSE '' END || '</p>',
            r.created_at + interval '5 minutes'
     FROM requests r JOIN users u ON u.id = r.user_id
     WHERE u.email LIKE '%.search.test'`,
    [MESSAGES, RARE_MESSAGE_WORD.word, RARE_MESSAGE_WORD.every],
  );
  await query(
    `UPDATE requests r SET waiting_since = r.created_at + interval '5 minutes', last_message_source = 'user',
            last_message_preview = left(btrim(regexp_replace(m.body_html, '<[^>]*>', ' ', 'g')), 200)
     FROM messages m WHERE m.request_id = r.id AND m.source = 'user' AND r.last_message_preview IS NULL`,
  );
  // As autovacuum would soon after such a load: the GIN index's pending list merged, statistics fresh.
  await query('VACUUM ANALYZE');
}

/** Gives a request `count` messages, alternating requester and concierge, a minute apart, oldest first. */
export async function addMessages(query, requestId, count) {
  await query(
    `INSERT INTO messages (request_id, source, source_name, body_html, created_at)
     SELECT $1, CASE WHEN g % 2 = 1 THEN 'user' ELSE 'concierge' END,
            CASE WHEN g % 2 = 1 THEN 'Bench User' ELSE 'Concierge' END,
            '<p>Message ' || g || ': could you look at the <strong>kitchen</strong> tap this week?</p>',
            now() - ($2::int - g) * interval '1 minute'
     FROM generate_series(1, $2::int) AS g`,
    [requestId, count],
  );
  await query(
    `UPDATE requests SET last_message_source = CASE WHEN $2::int % 2 = 1 THEN 'user' ELSE 'concierge' END,
            updated_at = now() WHERE id = $1`,
    [requestId, count],
  );
}
