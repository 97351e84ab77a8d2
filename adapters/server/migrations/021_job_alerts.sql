-- Job alerts, email preferences and recent / favorite searches (docs/decisions.md, "Job alerts").

-- One alert: what it searches and how often its digest goes. A signed-out "Alert me" waits unconfirmed, with no
-- owner but pending_email, until its mailed link is opened (confirmed_at): only then is the address proven and the
-- account found or made. `active` false: turned off by an unsubscribe; `paused`: held by its owner.
-- The scheduler (adapters/server/alerts/delivery.ts) claims due alerts with claimed_until (a lease) and moves
-- covered_until (the end of the last window whose jobs were sent) and next_send_at in the same transaction as the
-- digest's outbox row, so no window is sent twice and none is skipped.
CREATE TABLE job_alerts (
  id             text PRIMARY KEY,
  user_id        text REFERENCES users (id) ON DELETE CASCADE,
  pending_email  text,
  query          text NOT NULL,
  location       text NOT NULL DEFAULT '',
  remote         text NOT NULL CHECK (remote IN ('include', 'only', 'exclude')),
  frequency      text NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly')),
  distance_miles integer CHECK (distance_miles BETWEEN 1 AND 500),
  paused         boolean NOT NULL DEFAULT false,
  active         boolean NOT NULL DEFAULT true,
  confirmed_at   timestamptz,
  created_at     timestamptz NOT NULL,
  covered_until  timestamptz NOT NULL,
  next_send_at   timestamptz NOT NULL,
  last_sent_at   timestamptz,
  claimed_until  timestamptz,
  claim_token    text,
  CHECK (user_id IS NOT NULL OR (pending_email IS NOT NULL AND confirmed_at IS NULL))
);
CREATE INDEX job_alerts_user_idx ON job_alerts (user_id, created_at);
CREATE INDEX job_alerts_pending_idx ON job_alerts (pending_email) WHERE user_id IS NULL;
CREATE INDEX job_alerts_due_idx ON job_alerts (next_send_at) WHERE active AND NOT paused AND confirmed_at IS NOT NULL;

-- Which optional emails a person gets; no row: the defaults (core/alerts DEFAULT_EMAIL_PREFERENCES).
CREATE TABLE email_preferences (
  user_id             text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  job_alerts          boolean NOT NULL,
  application_updates boolean NOT NULL,
  recommendations     boolean NOT NULL,
  news                boolean NOT NULL
);

-- The searches an account ran (recent) and starred (favorites), one row per what + where (search_key).
CREATE TABLE saved_searches (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  what        text NOT NULL,
  where_text  text NOT NULL,
  search_key  text NOT NULL,
  name        text NOT NULL DEFAULT '',
  starred     boolean NOT NULL DEFAULT false,
  searched_at timestamptz NOT NULL,
  UNIQUE (user_id, search_key)
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, searched_at DESC);

-- Mails may carry an HTML part and headers (List-Unsubscribe) besides the text body.
ALTER TABLE outbox ADD COLUMN html text;
ALTER TABLE outbox ADD COLUMN headers jsonb;
