-- Relevance's candidates for a word in few titles (issue 14): the newest 1,000 open jobs with the words in their title
-- or skills. Migration 039's index walks open jobs in posting order and checks each one's rank document, which is
-- cheap per job but passes many: "driver" is in 1 title in 190 at 1,000,000 jobs, so the walk passed 188,000 jobs
-- (51-81 ms). This index holds each open job's rank document (migration 009) with its posting week lexeme (migration
-- 003's 'w:' lexemes), so one GIN scan finds the word's jobs of the last weeks alone: 1,575 for "driver" (8 ms).
-- Searches ask it first when the planner expects between 1,000 and a few thousand of them (store.ts, rankedPage);
-- a word in very many titles is still walked (its newest 1,000 are near the start of the walk).
-- The epoch of a timestamptz does not depend on the time zone, so the week is immutable (extract() is only stable).
CREATE FUNCTION jobs_posting_week(posted_at timestamptz) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY['w:' || floor(extract(epoch FROM posted_at) / 604800)::int])
$$;

CREATE INDEX jobs_open_titles_weeks_idx ON jobs USING gin ((rank_document || jobs_posting_week(posted_at)))
  WITH (gin_pending_list_limit = 64)
  WHERE closed_at IS NULL AND duplicate_of IS NULL;
