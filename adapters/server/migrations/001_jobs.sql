-- Pros (recruiters) and the jobs they host, with full-text search and location columns.

CREATE TABLE pros (
  id   text PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE
);

CREATE TABLE jobs (
  id               text PRIMARY KEY,
  slug             text NOT NULL,
  title            text NOT NULL,
  pro_id           text NOT NULL REFERENCES pros (id),
  industry         text NOT NULL,
  compensation     text NOT NULL CHECK (compensation IN ('year', 'hour')),
  compensation_min integer,
  compensation_max integer,
  -- Best yearly pay, hourly at 2080 hours a year: what the minPay filter compares.
  pay_yearly       integer GENERATED ALWAYS AS (
    CASE WHEN compensation = 'hour' THEN coalesce(compensation_max, compensation_min) * 2080
         ELSE coalesce(compensation_max, compensation_min) END
  ) STORED,
  city             text NOT NULL,
  state            text NOT NULL,
  lat              double precision NOT NULL,
  lon              double precision NOT NULL,
  job_type         text NOT NULL CHECK (job_type IN ('permanent', 'contractor', 'contract')),
  remote           boolean NOT NULL,
  skills           text[] NOT NULL,
  description      text NOT NULL,
  posted_at        timestamptz NOT NULL,
  search           tsvector NOT NULL
);

-- Weighted document: title A > skills B > description C, English stemming.
-- A trigger, because array_to_string is not immutable and so cannot feed a generated column.
CREATE FUNCTION jobs_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english', NEW.title), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.skills, ' ')), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C');
  RETURN NEW;
END
$$;

CREATE TRIGGER jobs_search_document
  BEFORE INSERT OR UPDATE OF title, skills, description ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_document();

CREATE INDEX jobs_search_idx ON jobs USING gin (search);
CREATE INDEX jobs_posted_idx ON jobs (posted_at DESC, id DESC);
CREATE INDEX jobs_lat_lon_idx ON jobs (lat, lon);
CREATE INDEX jobs_state_idx ON jobs (state);
CREATE INDEX jobs_industry_posted_idx ON jobs (industry, posted_at DESC);

-- One row per seeding run, so later starts reuse the data.
CREATE TABLE seed_runs (
  seed       integer NOT NULL,
  jobs       integer NOT NULL,
  seeded_at  timestamptz NOT NULL DEFAULT now()
);
