-- The jobs each account saved (docs/decisions.md, "Saved jobs"): at most 500 per account, checked by the store.
-- No foreign key to jobs: the seed replaces the jobs table, and a job gone from it just drops out of the list
-- (the list joins jobs).
CREATE TABLE saved_jobs (
  user_id  text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id   text NOT NULL,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, job_id)
);
CREATE INDEX saved_jobs_newest_idx ON saved_jobs (user_id, saved_at DESC);
