-- The sign-in rate limits' fixed windows, shared by every server process on the database (docs/decisions.md).
-- One row per limit (bucket: 'address' or 'account') and key; times are ms since the epoch of the server's clock.
CREATE TABLE rate_limits (
  bucket            text NOT NULL,
  key               text NOT NULL,
  window_started_at bigint NOT NULL,
  hits              integer NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_started_at);
