-- Relevance's first try for a broad search (adapters/server/search/store.ts, issue 14): the newest 1,000 open jobs with
-- the words in their title or skills. This index holds, for every open job in posting order, the narrow rank document
-- (migration 009) and the two facet columns the candidates carry, so the walk reads the index alone (an index-only
-- scan: ~50 jobs a page instead of ~5 wide heap rows a page). At 100,000 jobs it is ~21 MB.

CREATE INDEX jobs_open_rank_idx ON jobs (posted_at DESC, id DESC) INCLUDE (rank_document, experience, industry_id)
  WHERE closed_at IS NULL;
