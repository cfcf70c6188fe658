-- The console for a team of concierges: staff roles and deactivation, invitations, who handles a
-- request and how long its requester has waited, internal notes, presence (collision notice) and the team's
-- saved replies. Timestamps come from the server's clock, never now().

-- Admins invite and deactivate concierges; both work the queue ("staff").
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'concierge', 'admin'));
-- A deactivated account cannot sign in; its sessions were revoked in the same transaction.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;

-- Single-use invitations to join the team as a concierge; only the token's digest is stored.
CREATE TABLE staff_invites (
  id bigserial PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  token_digest text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_invites_email_idx ON staff_invites (email, created_at DESC);

-- The concierge handling the request; null while unassigned.
ALTER TABLE requests ADD COLUMN assignee_id integer REFERENCES users (id) ON DELETE SET NULL;
-- Since when the requester has waited: their last message, or the request's creation.
ALTER TABLE requests ADD COLUMN waiting_since timestamptz;
-- The first line of the last message either side wrote (never an internal note or a status note).
ALTER TABLE requests ADD COLUMN last_message_preview text;
UPDATE requests r SET waiting_since = coalesce(
  (SELECT max(m.created_at) FROM messages m WHERE m.request_id = r.id AND m.source = 'user'), r.created_at);
ALTER TABLE requests ALTER COLUMN waiting_since SET NOT NULL;

-- Internal notes (and assignment notes) are for concierges only: no requester route ever reads them.
ALTER TABLE messages ADD COLUMN internal boolean NOT NULL DEFAULT false;

UPDATE requests r SET last_message_preview = (
  SELECT left(btrim(regexp_replace(m.body_html, '<[^>]*>', ' ', 'g')), 200) FROM messages m
  WHERE m.request_id = r.id AND m.source IN ('user', 'concierge') AND NOT m.internal
  ORDER BY m.created_at DESC, m.id DESC LIMIT 1);

-- The queue, longest wait first, within one list, and the same for one assignee or the unassigned.
CREATE INDEX requests_waiting_idx ON requests (state, waiting_since, id);
CREATE INDEX requests_assignee_waiting_idx ON requests (assignee_id, state, waiting_since, id);

-- Who has a request open, and who is typing in it: refreshed by the console's polling, read with a short
-- expiry (the collision notice).
CREATE TABLE request_presence (
  request_id integer NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  typing_at timestamptz,
  PRIMARY KEY (request_id, user_id)
);

-- The team's saved replies, inserted into the composer.
CREATE TABLE saved_replies (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body_html text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
