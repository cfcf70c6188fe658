-- Removing uploads never attached (docs/operations.md#storage). A periodic job runs once across instances:
-- its row holds the next run's time, and the instance whose update moves that time ahead takes the run.
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL
);

-- The cleanup's sweep reads uploads by the time their address expired.
CREATE INDEX uploads_expires_at_idx ON uploads (expires_at);
