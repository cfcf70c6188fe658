-- Idempotency keys (SECURITY.md, Stripe's semantics): per user and key, the fingerprint of the first
-- request and, once it succeeded, its answer to replay. Rows older than the retention are replaced.

CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- SHA-256 of the endpoint, its parameters and its body: the same key with another request is a 422.
  fingerprint text NOT NULL,
  -- Null while the first request is still running.
  response jsonb,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
