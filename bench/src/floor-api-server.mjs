// The API's floor: what the measured endpoints cost with nothing of ours on top. A bare Fastify
// (the API's own copy) and pg's Pool (the API's own copy, same size) that, per request, look the session up by
// its token's digest, run the endpoint's SQL as named prepared statements (the text drizzle generates for the
// API) and return the same JSON through Fastify's default serializer: no hooks, no validation, no ETag, no
// compression, no logging. Run as its own process like the API; DATABASE_URL in, its port printed on stdout.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const { default: Fastify } = await import(requireFromApi.resolve('fastify'));
const { default: pg } = await import(requireFromApi.resolve('pg'));

// The API's pool: apps/api/src/db/database.ts.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const STATUS = { open: 'In Queue', in_progress: 'In Progress', completed: 'Completed' };
const STAFF = new Set(['concierge', 'admin']);
const LIMIT = 50;

const USER_COLUMNS = (table) =>
  ['id', 'external_id', 'email', 'first_name', 'last_name', 'password_hash', 'role', 'company_id']
    .concat(['failed_attempts', 'mfa_failed_attempts', 'locked_at', 'mfa_phone', 'terms_accepted_at'])
    .concat(['created_at', 'deactivated_at'])
    .map((column) => `"${table}"."${column}"`)
    .join(', ');
const REQUEST_COLUMNS =
  '"requests"."id", "requests"."user_id", "requests"."user_request_survey_id", "requests"."title", "requests"."state", "requests"."details", "requests"."search_text", "requests"."last_message_source", "requests"."created_at", "requests"."updated_at", "requests"."assignee_id", "requests"."waiting_since", "requests"."last_message_preview"';

const SQL = {
  session: `select "sessions"."id", "sessions"."user_id", "sessions"."token_digest", "sessions"."created_at", "sessions"."expires_at", "sessions"."revoked_at", "sessions"."mfa_token_digest", "sessions"."mfa_verified_at", ${USER_COLUMNS('users')}, "companies"."mfa_required" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" left join "companies" on "companies"."id" = "users"."company_id" where "sessions"."token_digest" = $1`,
  ownList: `select ${REQUEST_COLUMNS.replaceAll('"requests".', '')} from "requests" where ("requests"."user_id" = $1 and "requests"."state" = $2) order by "requests"."created_at" desc, "requests"."id" desc limit $3`,
  queue: `select ${REQUEST_COLUMNS}, "users"."first_name", "users"."last_name", "users"."email", "companies"."name", "assignees"."id", "assignees"."first_name", "assignees"."last_name" from "requests" inner join "users" on "users"."id" = "requests"."user_id" left join "companies" on "companies"."id" = "users"."company_id" left join "users" "assignees" on "assignees"."id" = "requests"."assignee_id" where "requests"."state" = $1 order by "requests"."waiting_since" asc, "requests"."id" asc limit $2`,
  request: `select ${REQUEST_COLUMNS.replaceAll('"requests".', '')} from "requests" where "requests"."id" = $1`,
  messages: `select "id", "request_id", "author_id", "source", "source_name", "body_html", "created_at", "internal" from "messages" where ("messages"."request_id" = $1 and "messages"."internal" = $2) order by "messages"."created_at" asc, "messages"."id" asc`,
  attachments: `select "message_attachments"."message_id", "uploads"."id", "uploads"."key", "uploads"."user_id", "uploads"."original_name", "uploads"."content_type", "uploads"."size", "uploads"."state", "uploads"."created_at", "uploads"."expires_at", "uploads"."uploaded_at" from "message_attachments" inner join "uploads" on "uploads"."id" = "message_attachments"."upload_id" where "message_attachments"."message_id" = any($1)`,
  markSeen: `insert into "request_reads" ("request_id", "user_id", "last_seen_message_id", "seen_at") values ($1, $2, $3, $4) on conflict ("request_id","user_id") do update set "last_seen_message_id" = excluded.last_seen_message_id, "seen_at" = excluded.seen_at where "request_reads"."last_seen_message_id" < excluded.last_seen_message_id`,
};

const run = async (name, values, rowMode) =>
  (await pool.query({ name: `floor_${name}`, text: SQL[name], values, ...(rowMode && { rowMode }) })).rows;

const digest = (token) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The session's user when the token names a live session without a pending second factor; else null. */
async function caller(request) {
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '');
  if (!token) return null;
  const [row] = await run('session', [digest(token)], 'array');
  // sessions: 0 id … 4 expires_at, 5 revoked_at, 6 mfa_token_digest; users from 8; companies.mfa_required last.
  if (!row || row[5] !== null || row[4] <= new Date() || row[22] !== null) return null;
  const mfaRequired = row[19] !== null || row[23] === true;
  const mfaToken = request.headers['mfa-token'];
  if (mfaRequired && (typeof mfaToken !== 'string' || row[6] !== digest(mfaToken))) return null;
  return { id: row[8], role: row[14] };
}

const attachmentOf = (file) => ({ ...file, url: `/api/v1/${file.key}/download` });

function serviceRequest(row, messages = []) {
  return {
    id: row.id,
    status: STATUS[row.state],
    state: row.state,
    created_at: row.created_at.toISOString(),
    title: row.title,
    details: row.details.map((detail) => ({
      question: detail.question,
      answer: detail.answer,
      attachment: detail.attachment ? attachmentOf(detail.attachment) : null,
    })),
    messages,
    awaiting_user: row.state !== 'completed' && row.last_message_source === 'concierge',
  };
}

const cursorOf = (at, id) => Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
const unauthenticated = (reply) => reply.code(401).send({ error: 'unauthenticated' });

const app = Fastify({ logger: false });

app.get('/api/v1/requests/open', async (request, reply) => {
  const user = await caller(request);
  if (!user) return unauthenticated(reply);
  const rows = await run('ownList', [user.id, 'open', LIMIT + 1]);
  const shown = rows.slice(0, LIMIT);
  const last = shown.at(-1);
  return {
    requests: shown.map((row) => serviceRequest(row)),
    next_cursor: rows.length > LIMIT && last ? cursorOf(last.created_at, last.id) : null,
  };
});

app.get('/api/v1/concierge/requests', async (request, reply) => {
  const user = await caller(request);
  if (!user) return unauthenticated(reply);
  if (!STAFF.has(user.role)) return reply.code(403).send({ error: 'forbidden' });
  const rows = await run('queue', ['open', LIMIT + 1], 'array');
  const shown = rows.slice(0, LIMIT).map((row) => {
    const [id, , , title, state, details, , lastSource, createdAt, , , waitingSince, preview] = row;
    const [first, lastName, email, company, assigneeId, assigneeFirst, assigneeLast] = row.slice(13);
    return {
      ...serviceRequest({
        id,
        title,
        state,
        details,
        last_message_source: lastSource,
        created_at: createdAt,
      }),
      requester: { full_name: `${first} ${lastName}`, email, company },
      last_message_preview: preview,
      waiting_since: waitingSince.toISOString(),
      assignee:
        assigneeId === null ? null : { id: assigneeId, full_name: `${assigneeFirst} ${assigneeLast}` },
    };
  });
  const last = shown.at(-1);
  return {
    requests: shown,
    next_cursor: rows.length > LIMIT && last ? cursorOf(new Date(last.waiting_since), last.id) : null,
  };
});

app.get('/api/v1/requests/:id', async (request, reply) => {
  const user = await caller(request);
  if (!user) return unauthenticated(reply);
  const id = Number(request.params.id);
  const [row] = await run('request', [id]);
  if (!row || row.user_id !== user.id) return reply.code(404).send({ error: 'not-found' });
  const messages = await run('messages', [id, false]);
  const files = messages.length ? await run('attachments', [messages.map((message) => message.id)]) : [];
  const newest = messages.at(-1);
  if (newest) await run('markSeen', [id, user.id, newest.id, new Date()]);
  return {
    request: serviceRequest(
      row,
      messages.map((message) => ({
        id: Number(message.id),
        body_html: message.body_html,
        source_name: message.source_name,
        source: message.source,
        external_created_at: message.created_at.toISOString(),
        attachments: files
          .filter((file) => file.message_id === message.id)
          .map((file) =>
            attachmentOf({
              key: file.key,
              filename: file.original_name,
              content_type: file.content_type,
              size: file.size,
            }),
          ),
      })),
    ),
  };
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : '');
process.on('SIGTERM', () => void app.close().then(() => pool.end()));
