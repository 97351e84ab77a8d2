-- Requests to change an account's email address, confirmed through a link mailed to the new address.
-- Only a SHA-256 of the link's 256-bit token is kept. At most one live request per account: a new one replaces it.
CREATE TABLE email_changes (
  id          bigserial PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email   text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL,
  -- how the request ended (null while live)
  outcome     text CHECK (outcome IN ('confirmed', 'cancelled', 'replaced')),
  ended_at    timestamptz
);
CREATE INDEX email_changes_live_idx ON email_changes (user_id) WHERE outcome IS NULL;
