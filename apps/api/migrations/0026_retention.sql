-- Data retention per company (docs/personal-data.md#retention): an admin sets, per company, how many months
-- after completion its requesters' requests are kept, and whether they are then anonymised or deleted. A daily
-- job applies every policy. Timestamps come from the server's clock, never now(), so tests can move time.

CREATE TABLE retention_policies (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  -- Completed requests whose completion is older than this many calendar months are processed.
  months integer NOT NULL CHECK (months BETWEEN 1 AND 120),
  -- anonymise: the request stays for reports without its personal content; delete: it goes, with all it holds.
  action text NOT NULL CHECK (action IN ('anonymise', 'delete')),
  -- The admin who set it; null once that account is removed.
  set_by integer REFERENCES users (id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL
);

-- When a request was (last) completed, written in the state change's own transaction by the retention
-- domain's hook and removed when it is reopened. requests.updated_at also moves on later messages and
-- assignments, so it can only stand in, later than the truth, for requests completed before this table
-- existed or by the demo seed (which runs no hooks): the job reads coalesce(completed_at, updated_at).
CREATE TABLE request_completions (
  request_id integer PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL
);

-- The placeholder requester an anonymised request of the company is moved to. Every request keeps a requester
-- (requests.user_id stays NOT NULL, which the queue's joins, notifications and webhooks rely on) and its
-- company (for per-company reports), while the link to the person is gone. The account cannot sign in: no
-- password verifies against its hash and it is deactivated from the start.
CREATE TABLE anonymised_requesters (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE
);

-- What each pass did, per company with a policy: the policy it applied, the cut-off it computed and how many
-- requests it anonymised or deleted (0 included, so the console can show that the job ran).
CREATE TABLE retention_runs (
  id bigserial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('anonymise', 'delete')),
  months integer NOT NULL,
  cutoff timestamptz NOT NULL,
  requests integer NOT NULL CHECK (requests >= 0),
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL
);
CREATE INDEX retention_runs_company_idx ON retention_runs (company_id, finished_at DESC, id DESC);

-- Exactly once across instances, in two layers:
-- * the daily pass is taken through the `scheduled_jobs` row named 'retention' (0020): every instance asks
--   each minute, and only the one whose upsert moves next_run_at a day ahead runs the pass;
-- * within any pass (a scheduled one, or one run by hand beside it), each batch claims its requests with
--   SELECT … FOR UPDATE SKIP LOCKED and commits them deleted, or moved to the anonymised requester (which
--   takes them out of the next claim), in the same transaction: two passes at once never touch one request
--   twice, and an instance that dies mid-pass leaves the rest for the next one.
