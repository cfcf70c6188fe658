-- Uploads: one row per presigned address. The key is `uploads/{userId}/{uuid}` and never holds
-- the user's file name (SECURITY.md); the name is kept here only to be offered back on download.

CREATE TABLE uploads (
  id uuid PRIMARY KEY,
  key text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  original_name text NOT NULL,
  -- The declared type and size the signed PUT is bound to.
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  -- pending: address issued; receiving: its single PUT is under way; uploaded: size and type checked;
  -- rejected: the PUT failed or the content did not match the declared type.
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'receiving', 'uploaded', 'rejected')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  uploaded_at timestamptz
);
CREATE INDEX uploads_user_id_idx ON uploads (user_id, created_at DESC);
