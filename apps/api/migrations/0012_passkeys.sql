-- Passkeys: WebAuthn credentials, several per account, and the challenges of their ceremonies.
-- Timestamps come from the server's clock, never now().

CREATE TABLE passkeys (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The authenticator's credential id, base64url; unique across every account (WebAuthn §6.1).
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key, base64url. Public: nothing secret about a passkey is ever stored.
  public_key text NOT NULL,
  -- The signature counter last seen: an assertion must carry a higher one (a clone shows up as a regression).
  sign_count bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '',
  name text NOT NULL,
  -- Synced (multi-device) or bound to one authenticator; shown next to the name.
  backed_up boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id, id);

-- A challenge is single use and short lived. Only its SHA-256 is kept: the answer names it (clientDataJSON),
-- so the digest is how the server finds it again. Registration and second-factor challenges belong to the
-- session that asked; sign-in challenges (no session yet) to nobody.
CREATE TABLE webauthn_challenges (
  id bigserial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'second-factor', 'sign-in')),
  challenge_digest text NOT NULL UNIQUE,
  session_id bigint REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX webauthn_challenges_expires_idx ON webauthn_challenges (expires_at);
