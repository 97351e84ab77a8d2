-- Unexpected client errors the app reported (POST /rest/client-error), kept 30 days; admins read one at
-- /client-error/{id}. `claimed_user_id` is what the page said (X-User-Id), `user_id` the account of a valid token.
CREATE TABLE client_errors (
  id              text PRIMARY KEY,
  event_id        text NOT NULL UNIQUE,
  claimed_user_id text,
  user_id         text,
  report          jsonb NOT NULL,
  received_at     timestamptz NOT NULL
);
CREATE INDEX client_errors_received_at ON client_errors (received_at);
