-- A person's data, prepared as a ZIP in the background (docs/personal-data.md#export). The row is the job:
-- it survives restarts, and an instance takes it with a lease (claimed_until), so across instances each
-- export is prepared, stored and announced once.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY,
  -- Whose data it holds.
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Who asked and may download it: the person, or an admin answering a data subject request.
  requested_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- queued → ready → expired (its file removed), or failed after the last attempt.
  state text NOT NULL CHECK (state IN ('queued', 'ready', 'expired', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  -- Where the ZIP is stored (`exports/{id}`, on disk or in the bucket) and its size.
  storage_key text,
  size bigint,
  created_at timestamptz NOT NULL,
  ready_at timestamptz,
  expires_at timestamptz
);
-- One export in preparation per person and asker: asking again while it is prepared answers the same one.
CREATE UNIQUE INDEX data_exports_one_queued_idx ON data_exports (user_id, requested_by) WHERE state = 'queued';
CREATE INDEX data_exports_state_idx ON data_exports (state, claimed_until);
CREATE INDEX data_exports_requested_by_idx ON data_exports (requested_by, created_at DESC);
