-- Migration 038's index, with what every search also checks (issue 14): a search leaves out jobs with no activity for
-- 30 days (last_activity_at) and second postings (duplicate_of IS NULL, except on a Pro's own page). 038 lacked both, so
-- the planner walked jobs_posted_idx and read the wide heap row of every job it passed: for "manager" at 100,000 jobs,
-- 4,441 pages and 29 ms to find the 1,000 candidates. With last_activity_at carried and second postings left out of the
-- index, the walk is an index-only scan again: 120 pages, 6 ms (EXPLAIN (ANALYZE, BUFFERS) in docs/decisions.md,
-- "Search candidates from narrow data"). A Pro's page (duplicates included) filters on pro_id and never used it.

CREATE INDEX jobs_open_rank_answers_idx ON jobs (posted_at DESC, id DESC)
  INCLUDE (rank_document, experience, industry_id, last_activity_at)
  WHERE closed_at IS NULL AND duplicate_of IS NULL;

DROP INDEX jobs_open_rank_idx;
