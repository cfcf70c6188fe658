-- Search: one full-text document per request (title, survey answers, message text) kept up to
-- date by triggers in the writing transaction, and trigram indexes on the requester's name and email.
-- The 'simple' configuration (no stemming, no stop words) because requests are written in any language and
-- every word typed is matched as a prefix, so "plumb" finds "plumber" and "Plumbing".

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE request_search_documents (
  request_id integer PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
  document tsvector NOT NULL
);
CREATE INDEX request_search_documents_document_idx ON request_search_documents USING gin (document);

-- Requester name and email, matched anywhere in them ("lovel" finds Lovelace) by LIKE through trigrams.
CREATE INDEX users_full_name_trgm_idx ON users USING gin ((lower(first_name || ' ' || last_name)) gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);

-- The text of one message: tags become spaces so words on either side of <br> stay apart.
CREATE FUNCTION search_message_vector(body_html text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE AS $$
    SELECT setweight(to_tsvector('simple', regexp_replace(body_html, '<[^>]*>', ' ', 'g')), 'C')
  $$;

-- A request's whole document. Status notes (source 'system') are left out: they would make every request
-- match words such as "completed".
CREATE FUNCTION search_request_vector(for_request integer, title text, details jsonb) RETURNS tsvector
  LANGUAGE sql STABLE AS $$
    SELECT setweight(to_tsvector('simple', coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(
           (SELECT string_agg(detail ->> 'answer', ' ') FROM jsonb_array_elements(details) AS detail), '')), 'B')
      || setweight(to_tsvector('simple', coalesce(
           (SELECT string_agg(regexp_replace(m.body_html, '<[^>]*>', ' ', 'g'), ' ' ORDER BY m.id)
            FROM messages m WHERE m.request_id = for_request AND m.source <> 'system' AND NOT m.internal), '')), 'C')
  $$;

CREATE FUNCTION search_request_written() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO request_search_documents (request_id, document)
    VALUES (NEW.id, search_request_vector(NEW.id, NEW.title, NEW.details))
    ON CONFLICT (request_id) DO UPDATE SET document = EXCLUDED.document;
    RETURN NULL;
  END $$;

CREATE TRIGGER requests_search_document
  AFTER INSERT OR UPDATE OF title, details ON requests
  FOR EACH ROW EXECUTE FUNCTION search_request_written();

-- A new message adds its words (cheap: no re-reading of the thread); an edit or removal rebuilds the document.
CREATE FUNCTION search_message_written() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      -- Internal notes (0009) are for concierges only: the requester's search must never match them.
      IF NEW.source <> 'system' AND NOT NEW.internal THEN
        UPDATE request_search_documents SET document = document || search_message_vector(NEW.body_html)
        WHERE request_id = NEW.request_id;
      END IF;
      RETURN NULL;
    END IF;
    UPDATE request_search_documents d SET document = search_request_vector(r.id, r.title, r.details)
    FROM requests r WHERE r.id = OLD.request_id AND d.request_id = r.id;
    RETURN NULL;
  END $$;

CREATE TRIGGER messages_search_document
  AFTER INSERT OR UPDATE OF body_html, source, internal OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION search_message_written();

-- Requests made before this migration.
INSERT INTO request_search_documents (request_id, document)
SELECT id, search_request_vector(id, title, details) FROM requests;

-- Satisfaction: one rating per request by its requester (good / okay / bad, optional comment),
-- changeable for RATING_CHANGE_DAYS after created_at; the console's weekly summary reads by updated_at.
CREATE TABLE request_ratings (
  request_id integer PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  score text NOT NULL CHECK (score IN ('good', 'okay', 'bad')),
  comment text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX request_ratings_updated_at_idx ON request_ratings (updated_at);

-- Email changes: a single-use link to the new address, stored as its SHA-256 digest; the email
-- changes only when the link is confirmed before expires_at.
CREATE TABLE email_change_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(new_email)),
  token_digest text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_change_tokens_user_id_idx ON email_change_tokens (user_id);
