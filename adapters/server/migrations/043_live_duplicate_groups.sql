-- A group of duplicate postings (migration 030's duplicate_of) stays in search while any posting in it is live, and
-- "also posted by" names only live postings (docs/decisions.md, "Pros and the answers jobs give", "Duplicate postings").
-- Before, the group followed its first posting alone: once that one had no activity for 30 days the whole group left
-- search, even with a second posting answering applications; and expired second postings were still listed.
--
-- Search keeps walking migration 039's index (first postings only, last_activity_at carried); an expired first posting
-- asks this index whether a live second posting names it, an index-only probe.
CREATE INDEX jobs_duplicate_live_idx ON jobs (duplicate_of, last_activity_at)
  WHERE duplicate_of IS NOT NULL AND closed_at IS NULL;

-- The other open postings of a job's group with activity since p_active_since, oldest first, as JSON
-- (job_other_postings without the expired ones; that function stays for rows written before this one).
CREATE FUNCTION job_live_postings(p_job text, p_active_since timestamptz) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object('jobId', d.id, 'id', dp.id, 'name', dp.name, 'slug', dp.slug) ORDER BY d.posted_at, d.id), '[]')
    FROM jobs d JOIN pros dp ON dp.id = d.pro_id
   WHERE d.duplicate_of = p_job AND d.closed_at IS NULL AND d.last_activity_at >= p_active_since
$$;

-- Whether an open second posting of p_job had activity since p_active_since: what keeps a group whose first posting
-- expired in search (an inlinable SQL function, so the planner sees the same index probe as the EXISTS it wraps).
CREATE FUNCTION job_has_live_duplicate(p_job text, p_active_since timestamptz) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM jobs d WHERE d.duplicate_of = p_job AND d.closed_at IS NULL AND d.last_activity_at >= p_active_since)
$$;
