-- The company a job is at (the spec's Job names only its recruiter, a Pro; cards and the job page show both).
-- Existing demo rows get it back from their description ("Summit Labs is hiring ..."), else the Pro's name.

ALTER TABLE jobs ADD COLUMN company text;

UPDATE jobs j SET company = coalesce(substring(j.description from '^(.+?) is hiring '), p.name)
  FROM pros p WHERE p.id = j.pro_id;

ALTER TABLE jobs ALTER COLUMN company SET NOT NULL;
