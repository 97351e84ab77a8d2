-- Every job alert has a distance (docs/decisions.md, "Job alerts"). A NULL distance was shown as "Any distance",
-- but the digest searched the search's default radius for it (SEARCH_LIMITS.defaultRadiusMiles, 25 miles): the
-- older alerts get that radius written down, so what the form shows is what the digest has always searched.
UPDATE job_alerts SET distance_miles = 25 WHERE distance_miles IS NULL;
ALTER TABLE job_alerts ALTER COLUMN distance_miles SET DEFAULT 25;
ALTER TABLE job_alerts ALTER COLUMN distance_miles SET NOT NULL;
