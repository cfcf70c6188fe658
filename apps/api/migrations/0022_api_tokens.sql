-- Scoped API tokens (docs/api.md#api-tokens): other systems call the API from their servers with a token an
-- admin made. The token is shown once; only its SHA-256 digest is kept (docs/SECURITY.md#api-tokens).
CREATE TABLE api_tokens (
  id serial PRIMARY KEY,
  note text NOT NULL,
  token_digest text NOT NULL,
  -- The scopes it holds (packages/api-client's API_TOKEN_SCOPES); the endpoints each opens name it.
  scopes text[] NOT NULL,
  -- Only requests of this company's requesters; null: every company.
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  -- The admin who made it, whom it acts for: it dies with their account.
  created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- Written at most once a minute: reads do not each become a write.
  last_used_at timestamptz,
  last_used_ip text
);
CREATE UNIQUE INDEX api_tokens_token_digest_idx ON api_tokens (token_digest);
CREATE INDEX api_tokens_created_at_idx ON api_tokens (created_at DESC, id DESC);
