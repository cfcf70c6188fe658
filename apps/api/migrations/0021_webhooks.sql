-- Signed outbound webhooks (docs/webhooks.md). Admins register endpoints; each event of a request is written
-- to the outbox, one row per matching endpoint, in the transaction of the change that caused it.

CREATE TABLE webhook_endpoints (
  id serial PRIMARY KEY,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- The event types it receives (docs/webhooks.md#events).
  events text[] NOT NULL,
  -- Only requests of this company's requesters; null: every company.
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  -- The signing secret sealed with a server key (webhooks/signing-secrets.ts): it must be usable to sign,
  -- so it cannot be a digest.
  secret_sealed text NOT NULL,
  -- After a rotation the secret it replaced still signs beside the new one until it expires.
  previous_secret_sealed text,
  previous_secret_expires_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  disabled_at timestamptz,
  -- 'manual': an admin turned it off; 'failing': every attempt failed for WEBHOOKS_DISABLE_AFTER_HOURS.
  disabled_reason text CHECK (disabled_reason IN ('manual', 'failing')),
  -- The first failed attempt since the last success; null while it answers.
  failing_since timestamptz,
  CHECK ((disabled_at IS NULL) = (disabled_reason IS NULL))
);

-- One row per delivery attempt: the endpoint's delivery log.
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  outbox_id bigint NOT NULL,
  -- The event's `webhook-id`: the same on every attempt and on a redelivery, so receivers can deduplicate.
  message_id text NOT NULL,
  event_type text NOT NULL,
  attempted_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  -- The HTTP status; null when no answer came (refused address, timeout, connection error).
  status integer,
  ok boolean NOT NULL,
  error text,
  -- The start of the answer's body, at most 1 kB.
  response_excerpt text
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);

-- The outbox carries webhook events too. A row with an ordering key waits until every earlier row with the
-- same key is sent or given up: one request's events reach an endpoint in the order they happened.
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'sms', 'webhook'));
ALTER TABLE outbox ADD COLUMN ordering_key text;
CREATE INDEX outbox_ordering_idx ON outbox (ordering_key, id)
  WHERE ordering_key IS NOT NULL AND sent_at IS NULL AND failed_at IS NULL;
