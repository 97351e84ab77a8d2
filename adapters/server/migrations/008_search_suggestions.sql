-- "What" autocomplete: the distinct job titles and skills with how many jobs carry each, kept in step with jobs
-- by statement triggers, so a suggestion is a prefix range scan on a few thousand short rows, never a scan of jobs.
-- norm is the text lower-cased with every run of non-alphanumerics made one space (search/suggestions.ts
-- normaliseSuggestion does the same on the query side). Each suggestion has a key per word it starts at
-- ("registered nurse", "nurse"), so "nur" finds "Registered Nurse". Keys are in the C collation: a btree
-- range (key >= 'nur' AND key < 'nur' || U+10FFFF) answers a prefix in any database locale.

CREATE FUNCTION suggestion_norm(text text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(lower(text), '[^[:alnum:]]+', ' ', 'g'))
$$;

CREATE TABLE search_suggestions (
  kind  text NOT NULL CHECK (kind IN ('title', 'skill')),
  norm  text NOT NULL,
  label text NOT NULL,
  jobs  integer NOT NULL,
  PRIMARY KEY (kind, norm)
);

-- label and jobs are copies of the suggestion's, so a prefix is one index range scan with no join.
CREATE TABLE search_suggestion_keys (
  key   text COLLATE "C" NOT NULL,
  kind  text NOT NULL,
  norm  text NOT NULL,
  label text NOT NULL,
  jobs  integer NOT NULL,
  PRIMARY KEY (key, kind, norm),
  FOREIGN KEY (kind, norm) REFERENCES search_suggestions (kind, norm) ON DELETE CASCADE
);

-- The titles and skills of a set of job rows, one row per job and text, signed +1 or -1.
CREATE FUNCTION search_suggestions_add(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT c.kind, suggestion_norm(c.label) AS norm, min(c.label) AS label, sum(c.n)::int AS n
    FROM jsonb_to_recordset(changes) AS c(kind text, label text, n int)
    WHERE suggestion_norm(c.label) <> ''
    GROUP BY c.kind, suggestion_norm(c.label)
  )
  INSERT INTO search_suggestions AS s (kind, norm, label, jobs)
  SELECT kind, norm, label, n FROM delta
  ON CONFLICT (kind, norm) DO UPDATE SET jobs = s.jobs + excluded.jobs;
  DELETE FROM search_suggestions WHERE jobs <= 0;
  INSERT INTO search_suggestion_keys AS k (key, kind, norm, label, jobs)
  SELECT array_to_string(w.words[i:], ' '), s.kind, s.norm, s.label, s.jobs
  FROM search_suggestions s
  CROSS JOIN LATERAL (SELECT string_to_array(s.norm, ' ') AS words) w
  CROSS JOIN LATERAL generate_subscripts(w.words, 1) AS i
  WHERE (s.kind, s.norm) IN (SELECT c.kind, suggestion_norm(c.label) FROM jsonb_to_recordset(changes) AS c(kind text, label text, n int))
  ON CONFLICT (key, kind, norm) DO UPDATE SET label = excluded.label, jobs = excluded.jobs;
END
$$;

CREATE FUNCTION jobs_suggestions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb := '[]'::jsonb;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := changes || coalesce((
      SELECT jsonb_agg(jsonb_build_object('kind', t.kind, 'label', t.label, 'n', t.n)) FROM (
        SELECT 'title' AS kind, title AS label, count(*)::int AS n FROM new_jobs GROUP BY title
        UNION ALL
        SELECT 'skill', skill, count(*)::int FROM new_jobs, unnest(skills) AS skill GROUP BY skill
      ) t), '[]'::jsonb);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    changes := changes || coalesce((
      SELECT jsonb_agg(jsonb_build_object('kind', t.kind, 'label', t.label, 'n', -t.n)) FROM (
        SELECT 'title' AS kind, title AS label, count(*)::int AS n FROM old_jobs GROUP BY title
        UNION ALL
        SELECT 'skill', skill, count(*)::int FROM old_jobs, unnest(skills) AS skill GROUP BY skill
      ) t), '[]'::jsonb);
  END IF;
  PERFORM search_suggestions_add(changes);
  RETURN NULL;
END
$$;

CREATE FUNCTION jobs_suggestions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_suggestion_keys;
  DELETE FROM search_suggestions;
  RETURN NULL;
END
$$;

-- A trigger with transition tables serves one event only, hence three.
CREATE TRIGGER jobs_suggestions_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_suggestions_changed();
CREATE TRIGGER jobs_suggestions_updated AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_suggestions_changed();
CREATE TRIGGER jobs_suggestions_deleted AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_suggestions_changed();
CREATE TRIGGER jobs_suggestions_truncated AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_suggestions_truncated();

-- The jobs already there.
SELECT search_suggestions_add(coalesce((
  SELECT jsonb_agg(jsonb_build_object('kind', t.kind, 'label', t.label, 'n', t.n)) FROM (
    SELECT 'title' AS kind, title AS label, count(*)::int AS n FROM jobs GROUP BY title
    UNION ALL
    SELECT 'skill', skill, count(*)::int FROM jobs, unnest(skills) AS skill GROUP BY skill
  ) t), '[]'::jsonb));
