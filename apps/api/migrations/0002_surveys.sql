-- Surveys: categories of request surveys, the questions ("data") they ask, and users' runs of
-- them with their answers. A datum is shared by every survey that asks it, so a user's latest answer to it
-- can be offered again in the next survey (`universal_answer`).

CREATE TABLE survey_categories (
  id serial PRIMARY KEY,
  -- Stable name for the seed and for links; never shown.
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- Listed by recommended_request_categories (the dashboard's suggestions).
  recommended boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE request_surveys (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  category_id integer NOT NULL REFERENCES survey_categories (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- The client suggests only these (docs/validation.md#validation-rules); the server lists every survey.
  for_alpha boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX request_surveys_category_idx ON request_surveys (category_id, position, id);

-- One question, as every survey that asks it asks it ("Datum", the answers' object_satisfied_type).
CREATE TABLE data (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  question text NOT NULL,
  kind text NOT NULL CHECK (
    kind IN ('text', 'textarea', 'number', 'date', 'email', 'tel', 'choice', 'multi-choice', 'file')
  ),
  -- The allowed answers of choice and multi-choice items: a JSON array of strings.
  options jsonb NOT NULL DEFAULT '[]',
  description text NOT NULL DEFAULT ''
);

-- A survey's questions in order; whether one may be skipped is the survey's choice, not the datum's.
CREATE TABLE survey_items (
  id serial PRIMARY KEY,
  request_survey_id integer NOT NULL REFERENCES request_surveys (id) ON DELETE CASCADE,
  datum_id integer NOT NULL REFERENCES data (id),
  position integer NOT NULL,
  optional boolean NOT NULL DEFAULT false,
  UNIQUE (request_survey_id, position),
  -- Items are named by their datum's id in the API, so a survey asks each datum once.
  UNIQUE (request_survey_id, datum_id)
);

-- A user's run of a survey; answers persist as they are given, so a reload resumes it.
CREATE TABLE user_request_surveys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_survey_id integer NOT NULL REFERENCES request_surveys (id),
  created_at timestamptz NOT NULL,
  submitted_at timestamptz
);
-- At most one unsubmitted run per user and survey: starting again resumes it, even when started twice at once.
CREATE UNIQUE INDEX user_request_surveys_open_run_idx
  ON user_request_surveys (user_id, request_survey_id) WHERE submitted_at IS NULL;

CREATE TABLE user_request_answers (
  id bigserial PRIMARY KEY,
  user_request_survey_id integer NOT NULL REFERENCES user_request_surveys (id) ON DELETE CASCADE,
  -- Copied from the run, so a user's latest answer to a datum is one index lookup.
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  datum_id integer NOT NULL REFERENCES data (id),
  -- One of the two for an answer (text, or the options of a multi-choice item); neither for a skipped
  -- optional item. Two typed columns, not jsonb: a JSON string like "42" must stay a string.
  value_text text,
  value_list text[],
  CHECK (value_text IS NULL OR value_list IS NULL),
  answered_at timestamptz NOT NULL,
  UNIQUE (user_request_survey_id, datum_id)
);
CREATE INDEX user_request_answers_latest_idx
  ON user_request_answers (user_id, datum_id, answered_at DESC, id DESC);
