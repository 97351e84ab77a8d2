-- A Pro's cached response time (pros.response_seconds / response_count, migration 030) ages like the Pro page's figure
-- (docs/decisions.md, "Pros and the answers jobs give", "Response-time promise"). It was renewed only when the Pro set
-- a status, so an idle Pro's cards kept applications more than 90 days old in the median forever.
--
-- With no new answer, the figure changes only when its oldest counted application leaves the 90-day window:
-- response_valid_until is that moment (null: no counted application, nothing to age). The server's minute tick
-- refreshes the Pros past it (adapters/server/pros/responseRefresh.ts), found through the index below.
ALTER TABLE pros ADD COLUMN response_valid_until timestamptz;
CREATE INDEX pros_response_valid_until_idx ON pros (response_valid_until) WHERE response_valid_until IS NOT NULL;

-- The Pro's cached figure as of p_now (pro_response_stats) and until when it holds.
CREATE FUNCTION pro_response_refresh(p_pro text, p_now timestamptz) RETURNS void LANGUAGE sql AS $$
  UPDATE pros p SET response_seconds = s.median_seconds, response_count = s.answered,
         response_valid_until = (
           SELECT min(a.applied_at) + interval '90 days' FROM jobs j JOIN applications a ON a.job_id = j.id
            WHERE j.pro_id = p_pro AND a.applied_at > p_now - interval '90 days' AND a.applied_at <= p_now
              AND EXISTS (SELECT 1 FROM application_status_history h
                           WHERE h.application_id = a.id AND h.status NOT IN ('submitted', 'withdrawn') AND h.at <= p_now))
    FROM pro_response_stats(p_pro, p_now) s WHERE p.id = p_pro
$$;

-- Migration 030's trigger, renewing the figure through pro_response_refresh (so with its expiry).
CREATE OR REPLACE FUNCTION applications_pro_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pro text;
BEGIN
  UPDATE jobs j SET last_activity_at = greatest(j.last_activity_at, NEW.at)
    FROM applications a WHERE a.id = NEW.application_id AND j.id = a.job_id
    RETURNING j.pro_id INTO pro;
  -- As of the Pro's latest activity (rows may arrive out of time order, as a migration or an import writes them).
  IF pro IS NOT NULL THEN
    PERFORM pro_response_refresh(pro, (SELECT max(last_activity_at) FROM jobs WHERE pro_id = pro));
  END IF;
  RETURN NEW;
END
$$;

SELECT pro_response_refresh(id, now()) FROM pros;
