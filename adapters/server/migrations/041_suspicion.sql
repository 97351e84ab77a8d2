-- When a client looks automated (docs/decisions.md, "When a request looks automated"): its signals and its block,
-- shared by every server process on the database. One row per client (a hash of the address and the User-Agent);
-- times are ms since the epoch of the server's clock. No address is stored in the clear.
CREATE TABLE suspicion (
  client            text PRIMARY KEY,
  window_started_at bigint NOT NULL,
  signals           integer NOT NULL,
  last_refusal_at   bigint NOT NULL,
  blocked_until     bigint NOT NULL DEFAULT 0
);
CREATE INDEX suspicion_blocked_idx ON suspicion (blocked_until);
