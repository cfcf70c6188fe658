-- The concierge's search at 100 000 requests. Every word must start a word of the request's
-- document OR be inside the requester's name or email. Written as one OR per word across two tables (the
-- document's GIN index, the users' trigram indexes), no index could answer it: PostgreSQL walked the queue
-- row by row (1.2 s for an email). Here the requester's side moves into the request's document, so the one
-- GIN index answers every word at once and intersects the words itself:
-- every substring (up to SEARCH_NAME_SUBSTRING_MAX = 12 characters) of the lower-cased name and email
-- becomes a lexeme, prefixed with a space. A word typed is inside the name or email exactly when ' ' || word
-- is one of them: an exact lexeme, which the index finds without the prefix scan that made "test" (in every
-- email) cost a read of all 100 000 postings. No word of a message can start with a space, so the
-- requester's own search (prefix queries from to_tsquery) never matches these and keeps its meaning, and a
-- concierge's prefix query never confuses them with the text. Longer words are checked on the name itself
-- after the index narrowed them by their first 12 characters (apps/api/src/search/search.ts).

-- The lexemes of a requester's name and email. The text is cut at ASCII spaces and punctuation only: a search
-- word is letters and digits, so no match crosses them, and cutting there keeps the substrings few; other
-- characters stay (cutting at a letter the database's locale does not know would lose matches).
-- PL/pgSQL rather than one SQL query over generate_series: the planner's default estimate for those (1 000 rows
-- each, nested) pushed the query's cost past jit_above_cost, and PostgreSQL compiled it at every call (0.5 s).
CREATE FUNCTION search_requester_vector(first_name text, last_name text, email text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE AS $$
  DECLARE
    part text;
    lexemes text[] := '{}';
  BEGIN
    FOREACH part IN ARRAY regexp_split_to_array(lower(concat_ws(' ', first_name, last_name, email)),
                                                '[[:space:]!-/:-@[-`{-~]+') LOOP
      FOR start IN 1 .. length(part) LOOP
        FOR len IN 1 .. least(12, length(part) - start + 1) LOOP
          lexemes := lexemes || (' ' || substr(part, start, len));
        END LOOP;
      END LOOP;
    END LOOP;
    RETURN array_to_tsvector(lexemes);
  END $$;

-- A request's whole document: as in 0010 (title, answers, message text) plus its requester's lexemes.
CREATE OR REPLACE FUNCTION search_request_vector(for_request integer, title text, details jsonb) RETURNS tsvector
  LANGUAGE sql STABLE AS $$
    SELECT setweight(to_tsvector('simple', coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(
           (SELECT string_agg(detail ->> 'answer', ' ') FROM jsonb_array_elements(details) AS detail), '')), 'B')
      || setweight(to_tsvector('simple', coalesce(
           (SELECT string_agg(regexp_replace(m.body_html, '<[^>]*>', ' ', 'g'), ' ' ORDER BY m.id)
            FROM messages m WHERE m.request_id = for_request AND m.source <> 'system' AND NOT m.internal), '')), 'C')
      || coalesce((SELECT search_requester_vector(u.first_name, u.last_name, u.email)
                   FROM requests r JOIN users u ON u.id = r.user_id WHERE r.id = for_request), '')
  $$;

-- A requester who changes their name or email is found by the new one at once (same transaction).
CREATE FUNCTION search_requester_written() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE request_search_documents d SET document = search_request_vector(r.id, r.title, r.details)
    FROM requests r WHERE r.user_id = NEW.id AND d.request_id = r.id;
    RETURN NULL;
  END $$;

CREATE TRIGGER users_search_requester
  AFTER UPDATE OF first_name, last_name, email ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION search_requester_written();

-- Requests made before this migration; the index is rebuilt once rather than updated row by row.
DROP INDEX request_search_documents_document_idx;
UPDATE request_search_documents d
SET document = d.document || search_requester_vector(u.first_name, u.last_name, u.email)
FROM requests r JOIN users u ON u.id = r.user_id
WHERE r.id = d.request_id;
CREATE INDEX request_search_documents_document_idx ON request_search_documents USING gin (document);

-- The trigram indexes served the per-word LIKE this replaces; nothing reads them now.
DROP INDEX users_full_name_trgm_idx;
DROP INDEX users_email_trgm_idx;
