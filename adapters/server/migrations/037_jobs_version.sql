-- Search answers are cached per process (adapters/server/search/cachedSearchIndex.ts, issue 14). Every statement that
-- changes jobs or their Pros bumps one version number, in the same transaction (so a reader sees the new version
-- exactly when it sees the new rows), and notifies the channel `hireflow_jobs_changed` with the schema as payload.
-- On PostgreSQL each process compares the version before answering from its cache (several processes share one
-- database); on PGlite, one process by construction, the notification arrives with the writing statement's answer.
-- Statement triggers: a bulk insert (seeding) bumps once. Concurrent job writes queue on the one row until commit;
-- jobs change a few times a minute, searches thousands of times.

CREATE TABLE search_jobs_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO search_jobs_version (version) VALUES (1);

CREATE FUNCTION jobs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_jobs_version SET version = version + 1;
  PERFORM pg_notify('hireflow_jobs_changed', current_schema());
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_changed();

CREATE TRIGGER pros_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pros
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_changed();
