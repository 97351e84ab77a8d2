-- The professional profile and the account page's details (core/profile). The sections kept whole (account details,
-- agency, general, personal, background, goals, skills) are one JSON document each, checked against the section's
-- schema on every write and read; phones and work experience are lists whose rows have ids of their own.
CREATE TABLE profile_sections (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  section    text NOT NULL CHECK (section IN ('account', 'agency', 'general', 'personal', 'background', 'goals', 'skills')),
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, section)
);

CREATE TABLE profile_phones (
  id        text PRIMARY KEY,
  user_id   text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position  integer NOT NULL,
  number    text NOT NULL,
  extension text NOT NULL DEFAULT '',
  type      text NOT NULL CHECK (type IN ('mobile', 'home', 'office'))
);
CREATE INDEX profile_phones_user_idx ON profile_phones (user_id, position);

-- started and ended are months, 'YYYY-MM'; ended is null while current.
CREATE TABLE work_experiences (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title       text NOT NULL,
  company     text NOT NULL,
  started     text NOT NULL CHECK (started ~ '^\d{4}-\d{2}$'),
  ended       text CHECK (ended ~ '^\d{4}-\d{2}$'),
  current     boolean NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL
);
CREATE INDEX work_experiences_user_idx ON work_experiences (user_id);
