-- A message the provider refused for good (a wrong number, a bad sender): never tried again. Retried
-- failures (the provider down, throttled) keep failed_at null and wait for their next attempt.
ALTER TABLE outbox ADD COLUMN failed_at timestamptz;
DROP INDEX outbox_due_idx;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
