-- Applications (docs/decisions.md, "Applications"): one per applicant and job. A visitor applies by email (user_id
-- null); a signed-in applicant's row carries user_id. Claiming (adapters/server/claims) and migrating
-- (adapters/server/applications) set user_id once ownership is proven.
CREATE TABLE applications (
  id                    text PRIMARY KEY,
  job_id                text NOT NULL,
  user_id               text REFERENCES users (id) ON DELETE CASCADE,
  email                 text NOT NULL,
  -- trimmed and lower-cased, as users.email_key
  email_key             text NOT NULL,
  first_name            text NOT NULL,
  last_name             text NOT NULL,
  phone_number          text NOT NULL,
  phone_extension       text NOT NULL DEFAULT '',
  phone_type            text NOT NULL CHECK (phone_type IN ('mobile', 'home', 'office')),
  resume_id             text REFERENCES resumes (id) ON DELETE SET NULL,
  work_authorization    text NOT NULL CHECK (work_authorization IN ('anyEmployer', 'presentEmployerOnly', 'requiresSponsorship')),
  most_recent_title     text NOT NULL DEFAULT '',
  most_recent_employer  text NOT NULL DEFAULT '',
  elevator_pitch        text NOT NULL DEFAULT '',
  charity               text,
  expected_salary       integer CHECK (expected_salary >= 0),
  expected_salary_type  text CHECK (expected_salary_type IN ('year', 'hour')),
  current_salary        integer CHECK (current_salary >= 0),
  current_salary_type   text CHECK (current_salary_type IN ('year', 'hour')),
  status                text NOT NULL CHECK (status IN ('submitted', 'viewed', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn')),
  -- how it was made: the Easy Apply form or 1-Click Apply
  method                text NOT NULL CHECK (method IN ('easyApply', 'oneClick')),
  -- the client's key for this submission: a retried or doubled POST answers the same application
  idempotency_key       text NOT NULL UNIQUE,
  applied_at            timestamptz NOT NULL,
  -- last change the applicant should see (status, edits by the Pro); viewed_at: when the applicant last looked
  modified_at           timestamptz NOT NULL,
  viewed_at             timestamptz
);
-- One application per job and account, and per job and email for those not yet tied to an account.
CREATE UNIQUE INDEX applications_user_job_idx ON applications (user_id, job_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX applications_email_job_idx ON applications (email_key, job_id) WHERE user_id IS NULL;
CREATE INDEX applications_user_idx ON applications (user_id, applied_at DESC);
CREATE INDEX applications_email_idx ON applications (email_key);

-- Every status an application went through, with its date (shown on the application's page).
CREATE TABLE application_status_history (
  application_id text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  status         text NOT NULL,
  at             timestamptz NOT NULL,
  PRIMARY KEY (application_id, at, status)
);
