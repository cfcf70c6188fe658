-- Erasure of an account at its owner's request (docs/personal-data.md#erasure): asked for with fresh proof,
-- it waits 14 days, when signing in calls it off; then the erasure job takes the account. The column is the
-- job's queue: set while an erasure waits, gone with the account.
ALTER TABLE users ADD COLUMN erasure_due_at timestamptz;
CREATE INDEX users_erasure_due_idx ON users (erasure_due_at) WHERE erasure_due_at IS NOT NULL;
