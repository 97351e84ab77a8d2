-- Relevance ranks its candidates on a narrow document: title (A) and skills (B) only, ~100 bytes a job, instead of
-- the wide search document (plus the description, often TOASTed). Sorting and ranking 1,000 common-word candidates
-- then reads a few pages of small values (issue 14, "Search that is cheap per query"). Matching still uses `search`.
-- A generated column, so adding it rewrites the table once without firing the row triggers; the function is
-- declared immutable because array_to_string of text[] is (Postgres only says stable for every element type).

CREATE FUNCTION jobs_rank_document(title text, skills text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', array_to_string(skills, ' ')), 'B')
$$;

ALTER TABLE jobs ADD COLUMN rank_document tsvector GENERATED ALWAYS AS (jobs_rank_document(title, skills)) STORED;
