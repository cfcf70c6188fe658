-- Authenticator apps (TOTP) and recovery codes as second factors beside the text message.

-- One authenticator app per account. The secret is encrypted (AES-256-GCM, mfa/secret-box.ts) and never
-- answered again once the enrolment is confirmed; confirmed_at null is an enrolment not yet confirmed
-- (starting a new one replaces it). last_used_step is the newest 30-second step a code was accepted for:
-- a code is never accepted twice, nor one of an older step (RFC 6238 §5.2).
CREATE TABLE totp_authenticators (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_ciphertext text NOT NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  last_used_step bigint
);

-- Ten single-use recovery codes per account (80 bits each), only their SHA-256 digests. Regenerating
-- deletes the old set; a used code keeps its row (used_at) so the count of codes left is known.
CREATE TABLE recovery_codes (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_digest text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE UNIQUE INDEX recovery_codes_user_digest_idx ON recovery_codes (user_id, code_digest);
