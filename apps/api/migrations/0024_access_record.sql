-- The access record (docs/SECURITY.md#access-record): every staff view of a requester's data and every staff
-- action on a request, appended and never changed. Each entry carries the SHA-256 of the one before it, so an
-- edit that got past the triggers (an owner who disabled them) breaks the chain at that entry.
CREATE TABLE access_log (
  -- Given under the append lock as the head's id + 1: gap-free, so a removed entry shows as a gap too.
  id integer PRIMARY KEY,
  at timestamptz NOT NULL,
  -- No foreign keys: the record outlives accounts and requests, and a cascade would be a DELETE it refuses.
  staff_id integer NOT NULL,
  -- The name as it was then: what the requester is shown, and what an admin reads, even after a rename.
  staff_name text NOT NULL,
  requester_id integer NOT NULL,
  request_id integer,
  -- view (the console's request page), search (a result of the queue's search), download, message, note,
  -- move, assign.
  action text NOT NULL,
  -- The move's new list, the file's key, the new assignee: what the action changed, when it says more.
  detail text,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE UNIQUE INDEX access_log_hash_idx ON access_log (hash);
-- One link per predecessor: two writers that both read the same head cannot both append (a fork).
CREATE UNIQUE INDEX access_log_prev_hash_idx ON access_log (prev_hash);
CREATE INDEX access_log_request_idx ON access_log (request_id, at DESC);
CREATE INDEX access_log_staff_idx ON access_log (staff_id, request_id, at DESC);
CREATE INDEX access_log_requester_idx ON access_log (requester_id, at DESC);
CREATE INDEX access_log_at_idx ON access_log (at DESC, id DESC);

CREATE FUNCTION access_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE ON access_log
  FOR EACH ROW EXECUTE FUNCTION access_log_refuse_change();
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON access_log
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_refuse_change();
