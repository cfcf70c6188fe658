-- Accounts: companies, users, sessions, single-use account tokens, one-time codes, and the
-- outbox that carries those tokens to people. Timestamps come from the server's clock, never now(), so
-- tests can move time; every secret is stored as a digest.

CREATE TABLE companies (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  -- Users of an internal company are flagged as internal in analytics (docs/product.md#what-the-product-does).
  internal boolean NOT NULL DEFAULT false,
  -- Members must enroll a phone before using the app.
  mfa_required boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  external_id uuid NOT NULL UNIQUE,
  -- Lower-cased on the way in: case variants are one account and share one lockout counter.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'concierge')),
  company_id integer REFERENCES companies (id),
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_at timestamptz,
  -- The confirmed MFA phone; null when not enrolled.
  mfa_phone text,
  terms_accepted_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_digest text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- The MFA token is bound to this session and dies with it.
  mfa_token_digest text UNIQUE,
  mfa_verified_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE account_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'unlock')),
  token_digest text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user_id_idx ON account_tokens (user_id, purpose);

CREATE TABLE otp_challenges (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  -- `verify` checks the enrolled phone; `enroll` confirms a new one.
  purpose text NOT NULL CHECK (purpose IN ('verify', 'enroll')),
  phone text NOT NULL,
  code_digest text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX otp_challenges_user_id_idx ON otp_challenges (user_id, created_at DESC);
CREATE INDEX otp_challenges_session_id_idx ON otp_challenges (session_id, created_at DESC);

-- Messages written in the same transaction as the token they carry; a worker delivers them.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  -- When the worker may (re)try; claiming a row pushes it forward, so a crashed worker's claim expires.
  next_attempt_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL;
