-- Notifications and reply by email. Outgoing mail still goes through the outbox; these tables
-- hold what decides whether and when a notification is written there.

-- Outbox messages may carry an HTML part and extra headers (Reply-To, List-Unsubscribe); plain-text-only
-- messages (codes, reset links) leave both null.
ALTER TABLE outbox ADD COLUMN html text;
ALTER TABLE outbox ADD COLUMN headers jsonb;

-- The requester's digest of one request: due_at is when the pending email goes out (a timer in the
-- database, so a scheduled digest survives a restart or kill -9); null while nothing is pending.
CREATE TABLE notification_digests (
  request_id integer PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
  recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  due_at timestamptz,
  -- The first message still waiting: the debounce never holds an email longer than a cap after it.
  pending_since timestamptz,
  -- Messages up to this id have been emailed (or were judged not to need an email).
  last_emailed_message_id bigint NOT NULL DEFAULT 0
);
CREATE INDEX notification_digests_due_idx ON notification_digests (due_at) WHERE due_at IS NOT NULL;

-- What a person has seen of a request in the app: the newest message id their last read returned.
CREATE TABLE request_reads (
  request_id integer NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_seen_message_id bigint NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (request_id, user_id)
);

-- Email preferences; no row means the defaults (everything on).
CREATE TABLE notification_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email_replies boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL
);

CREATE TABLE request_mutes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_id integer NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, request_id)
);

-- Keys for signed addresses (reply-to tokens, unsubscribe links), shared by every instance on the database.
CREATE TABLE signing_keys (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Inbound email already handled, by its Message-ID: a redelivered message posts nothing twice.
CREATE TABLE inbound_emails (
  message_id_header text PRIMARY KEY,
  request_id integer NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL
);
