-- Relevance's title-and-skills candidates (adapters/server/search/store.ts, issue 14) for words in few titles or skills:
-- migration 039's posting-order walk finds the newest 1,000 of a word quickly only where it is common; for "driver"
-- (fewer than 1,000 title or skill matches at 100,000 jobs) it passed all 92,000 entries (28-55 ms), for "registered
-- nurse" at 1,000,000 jobs 123,000. This text index on the narrow document of the jobs a search can show lets the
-- planner read such a word's few matches instead, then sort them. Partial like 039's, so it holds only open first postings.

CREATE INDEX IF NOT EXISTS jobs_open_rank_document_idx ON jobs USING gin (rank_document)
  WHERE closed_at IS NULL AND duplicate_of IS NULL;
