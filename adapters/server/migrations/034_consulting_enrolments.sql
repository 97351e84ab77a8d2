-- The consulting enrolments (issue 13, consultants; docs/decisions.md "The consulting enrolment"): one per email,
-- a new enrolment with the same email replaces the old one.
CREATE TABLE consulting_enrolments (
  id           text PRIMARY KEY,
  email        text NOT NULL UNIQUE,
  enrolled_at  timestamptz NOT NULL,
  first_name   text NOT NULL,
  last_name    text NOT NULL,
  specialty    text NOT NULL,
  experience   text NOT NULL,
  headline     text NOT NULL,
  summary      text NOT NULL,
  hourly_rate  integer NOT NULL CHECK (hourly_rate BETWEEN 10 AND 2000),
  availability text NOT NULL,
  workplace    text NOT NULL,
  location     text NOT NULL
);
