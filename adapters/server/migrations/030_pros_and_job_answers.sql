-- Pros' landing pages and the answers every job gives (issue 13; docs/decisions.md, "Pros and the answers jobs give").
--
-- pros: a photo (null: the page draws a generated avatar) with the point of the face (CSS object-position, so the
-- 175 x 175 crop keeps the face), a headline, specialties, and the industries (ids of core/search/facets.ts) and
-- cities ("City, ST", as the gazetteer spells them) the Pro recruits in: what a hire lead is routed by.
-- response_seconds / response_count cache the Pro's response time (pro_response_stats below) for job cards.
ALTER TABLE pros ADD COLUMN photo_url text;
ALTER TABLE pros ADD COLUMN photo_focus text NOT NULL DEFAULT '50% 30%';
ALTER TABLE pros ADD COLUMN headline text NOT NULL DEFAULT '';
ALTER TABLE pros ADD COLUMN specialties text[] NOT NULL DEFAULT '{}';
ALTER TABLE pros ADD COLUMN industries text[] NOT NULL DEFAULT '{}';
ALTER TABLE pros ADD COLUMN cities text[] NOT NULL DEFAULT '{}';
ALTER TABLE pros ADD COLUMN response_seconds float8;
ALTER TABLE pros ADD COLUMN response_count integer NOT NULL DEFAULT 0;
CREATE INDEX pros_industries_idx ON pros USING gin (industries);
CREATE INDEX pros_cities_idx ON pros USING gin (cities);

-- A Pro's industries and cities where none are set: the three it hosts most jobs in.
CREATE FUNCTION pros_fill_from_jobs() RETURNS void LANGUAGE sql AS $$
  UPDATE pros p SET industries = coalesce((
    SELECT array_agg(industry_id ORDER BY n DESC, industry_id) FROM (
      SELECT j.industry_id, count(*) AS n FROM jobs j WHERE j.pro_id = p.id GROUP BY j.industry_id ORDER BY n DESC, j.industry_id LIMIT 3) t), '{}')
  WHERE p.industries = '{}';
  UPDATE pros p SET cities = coalesce((
    SELECT array_agg(place ORDER BY n DESC, place) FROM (
      SELECT j.city || ', ' || j.state AS place, count(*) AS n FROM jobs j WHERE j.pro_id = p.id
       GROUP BY j.city, j.state ORDER BY n DESC, place LIMIT 3) t), '{}')
  WHERE p.cities = '{}';
$$;
SELECT pros_fill_from_jobs();

-- jobs: direct (the employer's own recruiter) or through an agency; whether the employer sponsors work visas; where a
-- remote worker may live ('anywhere', 'US', or a US state code; null for on-site jobs); the last activity (posting,
-- reopening, a Pro's status change on an application): a job with none for 30 days leaves search; and, for a second
-- posting of one job (same title, company and place by another Pro), the posting its card groups it under.
ALTER TABLE jobs ADD COLUMN hiring text NOT NULL DEFAULT 'direct' CHECK (hiring IN ('direct', 'agency'));
ALTER TABLE jobs ADD COLUMN visa_sponsorship boolean NOT NULL DEFAULT false;
ALTER TABLE jobs ADD COLUMN remote_region text CHECK (remote_region ~ '^(anywhere|US|[A-Z]{2})$');
ALTER TABLE jobs ADD COLUMN last_activity_at timestamptz;
ALTER TABLE jobs ADD COLUMN duplicate_of text REFERENCES jobs (id) ON DELETE SET NULL;

-- Rows from before activity was recorded get a fresh lease (the migration's time): no job leaves search on upgrade.
UPDATE jobs SET remote_region = CASE WHEN remote THEN 'US' END, last_activity_at = greatest(posted_at, now());
-- Existing duplicates: the first posting (oldest, then smallest id) of each title + company + place is the card.
UPDATE jobs j SET duplicate_of = d.first_id FROM (
  SELECT id, first_value(id) OVER (PARTITION BY lower(title), lower(company), city, state ORDER BY posted_at, id) AS first_id
  FROM jobs WHERE closed_at IS NULL) d
WHERE d.id = j.id AND d.first_id <> j.id;
ALTER TABLE jobs ALTER COLUMN last_activity_at SET NOT NULL;

-- A job inserted without its last activity starts with its posting date.
CREATE FUNCTION jobs_default_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_activity_at := coalesce(NEW.last_activity_at, NEW.posted_at);
  NEW.remote_region := CASE WHEN NEW.remote THEN coalesce(NEW.remote_region, 'US') END;
  RETURN NEW;
END
$$;
CREATE TRIGGER jobs_default_activity BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_default_activity();

CREATE INDEX jobs_pro_posted_idx ON jobs (pro_id, posted_at DESC, id DESC);
CREATE INDEX jobs_duplicate_of_idx ON jobs (duplicate_of) WHERE duplicate_of IS NOT NULL;
CREATE INDEX applications_job_idx ON applications (job_id, applied_at);

-- The Pro's response time at p_now: the median time from applying to the first status the Pro set (anything but
-- submitted or withdrawn, which are the applicant's), over the applications to its jobs of the 90 days before p_now
-- that have one; and how many those are.
CREATE FUNCTION pro_response_stats(p_pro text, p_now timestamptz)
RETURNS TABLE (median_seconds float8, answered integer) LANGUAGE sql STABLE AS $$
  SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.first_at - a.applied_at))::float8, count(*)::int
  FROM jobs j
  JOIN applications a ON a.job_id = j.id
  CROSS JOIN LATERAL (
    SELECT min(h.at) AS first_at FROM application_status_history h
     WHERE h.application_id = a.id AND h.status NOT IN ('submitted', 'withdrawn') AND h.at <= p_now) f
  WHERE j.pro_id = p_pro AND f.first_at IS NOT NULL
    AND a.applied_at > p_now - interval '90 days' AND a.applied_at <= p_now
$$;

-- A Pro's status change is activity on the job, and renews the Pro's cached response time.
CREATE FUNCTION applications_pro_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pro text;
BEGIN
  UPDATE jobs j SET last_activity_at = greatest(j.last_activity_at, NEW.at)
    FROM applications a WHERE a.id = NEW.application_id AND j.id = a.job_id
    RETURNING j.pro_id INTO pro;
  -- As of the Pro's latest activity (rows may arrive out of time order, as a migration or an import writes them).
  IF pro IS NOT NULL THEN
    UPDATE pros p SET response_seconds = s.median_seconds, response_count = s.answered
      FROM pro_response_stats(pro, (SELECT max(last_activity_at) FROM jobs WHERE pro_id = pro)) s WHERE p.id = pro;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER applications_pro_activity AFTER INSERT ON application_status_history
  FOR EACH ROW WHEN (NEW.status NOT IN ('submitted', 'withdrawn')) EXECUTE FUNCTION applications_pro_activity();

-- A Pro's id by its slug (the search's Pro filter: stable, so an index scan evaluates it once).
CREATE FUNCTION pro_id_by_slug(p_slug text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT id FROM pros WHERE slug = p_slug
$$;

-- The other open postings grouped under a job's card ("also posted by"), oldest first, as JSON.
CREATE FUNCTION job_other_postings(p_job text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object('jobId', d.id, 'id', dp.id, 'name', dp.name, 'slug', dp.slug) ORDER BY d.posted_at, d.id), '[]')
    FROM jobs d JOIN pros dp ON dp.id = d.pro_id WHERE d.duplicate_of = p_job AND d.closed_at IS NULL
$$;
