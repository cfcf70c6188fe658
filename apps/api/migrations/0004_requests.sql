-- Requests and their messages. A request is made from one submitted survey run; its details
-- are a snapshot of the answers, so later edits to a survey never rewrite what the user asked.

CREATE TABLE requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- UNIQUE: one request per survey run, however often or concurrently submit is called.
  user_request_survey_id integer NOT NULL UNIQUE REFERENCES user_request_surveys (id),
  title text NOT NULL,
  -- Which list it is in; the display status is derived from it.
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'in_progress', 'completed')),
  -- [{question, answer, attachment: {key, filename, content_type, size} | null}] in item order.
  details jsonb NOT NULL DEFAULT '[]',
  -- Lower-cased title and details, for the concierge's search.
  search_text text NOT NULL DEFAULT '',
  -- The source of the newest message (awaiting_user is true when it is the concierge's).
  last_message_source text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The user's lists and their keyset pages: newest first within one owner and list.
CREATE INDEX requests_owner_list_idx ON requests (user_id, state, created_at DESC, id DESC);
-- The concierge's queue: every owner, one list.
CREATE INDEX requests_queue_idx ON requests (state, created_at DESC, id DESC);

CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  -- The concierge who wrote it; null for system messages (status changes).
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('concierge', 'user', 'system')),
  source_name text NOT NULL,
  -- Sanitized on write with a strict allow-list (SECURITY.md); never stored raw.
  body_html text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX messages_request_id_idx ON messages (request_id, created_at, id);

CREATE TABLE message_attachments (
  message_id bigint NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  upload_id uuid NOT NULL REFERENCES uploads (id),
  PRIMARY KEY (message_id, upload_id)
);
CREATE INDEX message_attachments_upload_id_idx ON message_attachments (upload_id);
