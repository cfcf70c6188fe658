-- Signed-in devices: what the list of one's sessions shows, and the opaque id it names a session by.
-- public_id is the only handle a client ever gets (never the token or its digest); user_agent and ip are the
-- last ones seen, written with last_seen_at at most once per SESSION_LAST_SEEN_INTERVAL_MS.
ALTER TABLE sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = created_at;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;
CREATE UNIQUE INDEX sessions_public_id_idx ON sessions (public_id);
