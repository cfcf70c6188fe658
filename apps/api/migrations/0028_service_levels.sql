-- Service levels (docs/service-levels.md): what the team promises, counted in business hours; each request's
-- clocks against it; escalation before and at a breach; routing of new requests to available concierges.
-- Timestamps come from the server's clock, never now(), so tests can move time.

-- One policy per company, and the default (company_id null, exactly one, made here): the calendar (time
-- zone, weekly opening hours, holidays) and the targets in business minutes.
CREATE TABLE service_level_policies (
  id serial PRIMARY KEY,
  company_id integer UNIQUE REFERENCES companies (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  -- [{ "day": "mon", "open": "09:00", "close": "17:00" }, ...], validated by the contract on the way in.
  hours jsonb NOT NULL,
  -- ["2026-12-25", ...]: local dates without opening hours.
  holidays jsonb NOT NULL DEFAULT '[]',
  first_reply_minutes integer NOT NULL CHECK (first_reply_minutes > 0),
  next_reply_minutes integer NOT NULL CHECK (next_reply_minutes > 0),
  resolution_minutes integer NOT NULL CHECK (resolution_minutes > 0),
  warn_before_minutes integer NOT NULL CHECK (warn_before_minutes >= 0),
  unassign_on_breach boolean NOT NULL DEFAULT false,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz
);
CREATE UNIQUE INDEX service_level_policies_default_idx ON service_level_policies ((company_id IS NULL))
  WHERE company_id IS NULL;
-- A weekday 9-to-5 in UTC until an admin says otherwise: a reply within 4 business hours, the next within 8,
-- resolution within 5 business days; the assignee warned 30 minutes before a breach.
INSERT INTO service_level_policies (company_id, time_zone, hours, first_reply_minutes, next_reply_minutes,
  resolution_minutes, warn_before_minutes)
VALUES (NULL, 'UTC', '[{"day":"mon","open":"09:00","close":"17:00"},{"day":"tue","open":"09:00","close":"17:00"},
  {"day":"wed","open":"09:00","close":"17:00"},{"day":"thu","open":"09:00","close":"17:00"},
  {"day":"fri","open":"09:00","close":"17:00"}]', 240, 480, 2400, 30);

-- A request's clocks, written in the transactions of its life (made, replied to, moved): the reply the team
-- owes (first or next) and the resolution, which pauses while the request waits on its requester and stops
-- when it is completed. Due times are instants computed from the calendar when a clock (re)starts, and so is
-- each clock's next alert (the warning before its breach, then the breach). `next_alert_at`, the earliest
-- pending alert, is what the escalation job scans, so a request it has dealt with is not read again. The
-- earliest running due time is kept on the request itself (below), beside the state the queue filters by.
CREATE TABLE request_clocks (
  request_id integer PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
  -- The reply the team owes now: 'first_reply', 'next_reply', or null (the requester has the last word).
  reply_target text CHECK (reply_target IN ('first_reply', 'next_reply')),
  reply_started_at timestamptz,
  reply_due_at timestamptz,
  reply_alert_at timestamptz,
  -- Business milliseconds the resolution clock ran before its current run (or in all, once stopped).
  resolution_used_ms bigint NOT NULL DEFAULT 0,
  -- Since when the resolution clock runs; null while paused or stopped.
  resolution_running_since timestamptz,
  resolution_due_at timestamptz,
  resolution_alert_at timestamptz,
  next_alert_at timestamptz,
  -- For the reports: the first reply's business time and whether it met its target; the resolution's
  -- (the latest completion's) the same.
  first_reply_ms bigint,
  first_reply_met boolean,
  resolution_ms bigint,
  resolution_met boolean
);
CREATE INDEX request_clocks_next_alert_idx ON request_clocks (next_alert_at) WHERE next_alert_at IS NOT NULL;

-- Each escalation sent: once per request, target, run of that clock (a reply's: when it started; the
-- resolution's: when the request was made) and threshold, across instances and restarts; the row and its
-- emails commit together.
CREATE TABLE service_level_escalations (
  request_id integer NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  target text NOT NULL CHECK (target IN ('first_reply', 'next_reply', 'resolution')),
  clock_started_at timestamptz NOT NULL,
  threshold text NOT NULL CHECK (threshold IN ('warning', 'breach')),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (request_id, target, clock_started_at, threshold)
);

-- Routing: whether a concierge takes new requests, how many open ones they may hold, and the turn they were
-- last given one at (round-robin: the lowest turn goes first; a sequence, as several requests may be routed
-- within one instant of the clock).
ALTER TABLE users ADD COLUMN available boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN open_request_limit integer NOT NULL DEFAULT 20
  CHECK (open_request_limit BETWEEN 1 AND 500);
ALTER TABLE users ADD COLUMN last_routed_turn bigint;
CREATE SEQUENCE routing_turns;

-- The queue sorted by due time (earliest first, none last, then id) reads this index in order within a list:
-- one page at 100 000 requests is a short index walk instead of joining and sorting every open request. The
-- far-future instant stands for "nothing due" and is written the same in the queue's query (concierge/queue.ts).
ALTER TABLE requests ADD COLUMN next_due_at timestamptz;
CREATE INDEX requests_due_queue_idx
  ON requests (state, (coalesce(next_due_at, '9999-12-31 00:00:00+00'::timestamptz)), id);

-- The reports read requests by creation date.
CREATE INDEX requests_created_at_idx ON requests (created_at);
