-- Email changes the owner can stop (docs/SECURITY.md#accounts-second-factors-and-file-access): the old address
-- is mailed a cancel link when a change is asked for; its token is kept only as a SHA-256 digest, like the
-- confirm link's. cancelled_at ends a pending change without confirming it: a cancel click, a password change
-- or reset, or a newer request of the same account. used_at stays the confirm link's spending.
ALTER TABLE email_change_tokens ADD COLUMN cancel_token_digest text;
ALTER TABLE email_change_tokens ADD COLUMN cancelled_at timestamptz;
CREATE UNIQUE INDEX email_change_tokens_cancel_token_digest_idx ON email_change_tokens (cancel_token_digest);

-- Fresh proof for factor changes and session-ending actions: when this session last re-entered the password
-- (accounts without a second factor). A passed second factor is mfa_verified_at; sign-in is created_at.
ALTER TABLE sessions ADD COLUMN reauthenticated_at timestamptz;
