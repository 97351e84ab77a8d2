-- The hire contact form's requests (issue 13, docs/decisions.md "The hire form"): what the employer sent and the Pro
-- it was routed to (null: no Pro recruits in that industry or city yet; the team picks it up).
CREATE TABLE hire_requests (
  id          text PRIMARY KEY,
  created_at  timestamptz NOT NULL,
  company     text NOT NULL,
  name        text NOT NULL,
  role        text NOT NULL,
  work_email  text NOT NULL,
  phone       text NOT NULL,
  industry_id text NOT NULL,
  city        text NOT NULL,
  needs       text NOT NULL,
  message     text NOT NULL,
  -- No foreign key: the demo seed truncates and refills pros; a request keeps the id it was routed to.
  pro_id      text,
  CHECK (work_email <> '' OR phone <> '')
);
CREATE INDEX hire_requests_pro_idx ON hire_requests (pro_id, created_at DESC);
