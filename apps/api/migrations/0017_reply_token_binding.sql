-- Reply by email: a reply address posts as the account it names, so it is bound to that account's state
-- (docs/SECURITY.md#reply-by-email). The address's signature covers the account's role and this version;
-- a change of role, a deactivation, a reactivation or a new email address moves the version, so every reply
-- address the account was sent before stops working at once, whichever code path made the change. No row is
-- version 0.
CREATE TABLE reply_token_versions (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL
);

CREATE FUNCTION reply_token_version_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO reply_token_versions (user_id, version) VALUES (NEW.id, 1)
    ON CONFLICT (user_id) DO UPDATE SET version = reply_token_versions.version + 1;
    RETURN NULL;
  END $$;

CREATE TRIGGER users_reply_token_version
  AFTER UPDATE OF role, deactivated_at, email ON users
  FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role
    OR OLD.deactivated_at IS DISTINCT FROM NEW.deactivated_at
    OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION reply_token_version_bump();

-- Who an emailed reply was posted as (from its reply address), the From address it carried, and what the
-- receiving mail server's Authentication-Results said of it (spf, dkim, dmarc; null when absent).
ALTER TABLE inbound_emails ADD COLUMN author_id integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE inbound_emails ADD COLUMN from_address text;
ALTER TABLE inbound_emails ADD COLUMN spf text;
ALTER TABLE inbound_emails ADD COLUMN dkim text;
ALTER TABLE inbound_emails ADD COLUMN dmarc text;
