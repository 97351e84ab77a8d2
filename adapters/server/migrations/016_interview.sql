-- The instant interview (docs/decisions.md, "The instant interview"): one saved answer per application and question
-- (jsonb, checked by core/interview before it is stored), and when the last question was answered. The answers the
-- application itself holds (most recent employer and title, expected salary, work authorization, charity) are also
-- written to its row, so the application and its interview never disagree.
CREATE TABLE interview_answers (
  application_id text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  question       text NOT NULL CHECK (question IN ('company', 'title', 'expectedSalary', 'workAuthorization', 'skills', 'ratings', 'years', 'charity')),
  answer         jsonb NOT NULL,
  answered_at    timestamptz NOT NULL,
  PRIMARY KEY (application_id, question)
);

CREATE TABLE interviews (
  application_id text PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  started_at     timestamptz NOT NULL,
  completed_at   timestamptz
);
