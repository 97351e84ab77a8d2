-- Migration 037 drops every process's cached search answers on any statement that updates jobs or Pros. Most such
-- statements come from a Pro moving an application on (migration 030/044's trigger): they set a job's
-- last_activity_at and the Pro's cached response time, and nothing else. What they change in an answer is small and
-- may wait for the cached answers' age limit (cachedSearchIndex.ts, ANSWER_TTL_MS, 5 minutes), as what the clock moves
-- does: a job that had gone 30 days without activity and is answered again comes back to search up to that late, and
-- a count beside "Usually answers within ..." moves up to that late (the tick bumps the version itself when the words
-- a card shows change: pros/store.ts). So an update now
-- bumps the version only when a row changed in another column, or appeared or went under a new id: a marketplace's
-- steady flow of status changes no longer empties the cache, nor queues on the version row.
-- Inserts, deletes and truncates bump it as before (037's statement triggers, kept for those events).

-- What 037's trigger does, callable: the server's minute tick calls it after renewing aged response times, so a card's
-- figure still follows the Pro page's within a tick (adapters/server/pros/store.ts, refreshAgedResponseTimes).
CREATE FUNCTION search_version_bump() RETURNS void LANGUAGE sql AS $$
  UPDATE search_jobs_version SET version = version + 1;
  SELECT pg_notify('hireflow_jobs_changed', current_schema());
$$;

CREATE FUNCTION search_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: the columns whose change alone leaves search answers as they are.
  IF EXISTS (
    SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
     WHERE o.id IS NULL OR n.id IS NULL OR (to_jsonb(o) - TG_ARGV) IS DISTINCT FROM (to_jsonb(n) - TG_ARGV)
  ) THEN
    PERFORM search_version_bump();
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER jobs_changed ON jobs;
CREATE TRIGGER jobs_changed AFTER INSERT OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_changed();
CREATE TRIGGER jobs_updated AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_rows_updated('last_activity_at');

DROP TRIGGER pros_changed ON pros;
CREATE TRIGGER pros_changed AFTER INSERT OR DELETE OR TRUNCATE ON pros
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_changed();
CREATE TRIGGER pros_updated AFTER UPDATE ON pros REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_rows_updated('response_seconds', 'response_count', 'response_valid_until');
