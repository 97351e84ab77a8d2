-- Recent and favorite searches and job alerts keep the search's work-authorization and lives-in filters (issue 13):
-- a search for sponsoring employers, or remote jobs open to someone abroad, stays that search when run again.
ALTER TABLE saved_searches ADD COLUMN visa_sponsorship boolean NOT NULL DEFAULT false;
ALTER TABLE saved_searches ADD COLUMN lives_in text CHECK (lives_in ~ '^(us|abroad|[A-Z]{2})$');
ALTER TABLE job_alerts ADD COLUMN visa_sponsorship boolean NOT NULL DEFAULT false;
ALTER TABLE job_alerts ADD COLUMN lives_in text CHECK (lives_in ~ '^(us|abroad|[A-Z]{2})$');
