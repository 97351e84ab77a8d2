-- What real visits measured (POST /rest/metrics: web vitals LCP, INP, CLS) and the actions they counted
-- (POST /rest/actions), kept 30 days, for the operations dashboards of a later issue.
CREATE TABLE client_metrics (
  id              bigserial PRIMARY KEY,
  name            text NOT NULL,
  value           double precision NOT NULL,
  rating          text,
  measurement_id  text,
  path            text,
  navigation_type text,
  received_at     timestamptz NOT NULL
);
CREATE INDEX client_metrics_name_received_at ON client_metrics (name, received_at);

CREATE TABLE client_actions (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL,
  path        text,
  data        jsonb,
  user_id     text,
  received_at timestamptz NOT NULL
);
CREATE INDEX client_actions_name_received_at ON client_actions (name, received_at);
