-- The search's experience-level and industry filters (core/search/facets.ts). Every job has one industry id (the
-- category's name as a URL word: "Accounting & Finance" -> accounting-and-finance) and one experience level. Rows of
-- older data get the level their title implies, by the same words as experienceLevelOf (core/search/facets.ts;
-- test/server/search/facets.test.ts holds the two to each other); new rows get theirs from the seed or the poster.

CREATE FUNCTION job_experience_level(title text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN title ~* '\y(chief|director|vp|vice president|head of|superintendent of schools)\y' THEN 'executive'
    WHEN title ~* '\y(manager|supervisor|controller|superintendent|foreman|principal|administrator)\y' THEN 'manager'
    WHEN title ~* '\y(senior|sr|lead|staff engineer|architect|attorney|counsel|professor|pharmacist|physician|nurse practitioner|charge nurse|sous chef)\y' THEN 'senior'
    WHEN title ~* '\y(junior|jr|intern|trainee|apprentice|assistant|associate|clerk|receptionist|representative|agent|aide|cashier|technician|teller|helper|driver|attendant|server|crew|coordinator)\y' THEN 'entry'
    ELSE 'mid'
  END
$$;

ALTER TABLE jobs ADD COLUMN industry_id text;
ALTER TABLE jobs ADD COLUMN experience text;

UPDATE jobs SET
  industry_id = trim(BOTH '-' FROM regexp_replace(replace(lower(industry), '&', 'and'), '[^a-z0-9]+', '-', 'g')),
  experience = job_experience_level(title);

ALTER TABLE jobs ALTER COLUMN industry_id SET NOT NULL;
ALTER TABLE jobs ALTER COLUMN experience SET NOT NULL;
ALTER TABLE jobs ADD CONSTRAINT jobs_experience_check CHECK (experience IN ('entry', 'mid', 'senior', 'manager', 'executive'));

-- Both are row checks on what the text index or the posting order returns (adapters/server/search/filters.ts);
-- a search by industry alone walks the newest jobs of that industry.
CREATE INDEX jobs_industry_id_posted_idx ON jobs (industry_id, posted_at DESC, id DESC);
