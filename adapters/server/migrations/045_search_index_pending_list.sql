-- The text index's pending list (GIN's fast update) holds the entries of new and changed jobs until it is merged into
-- the index, and every search reads all of it: up to 4 MB by default, merged only by the write that overflows it or by
-- a VACUUM (PGlite never runs one by itself). On the 100,000-job bench data, 1,500 job writes (300 pending pages) made
-- a distinct search cost 2.1-2.2x as much, 200 writes (40 pages) 1.13-1.24x (docs/decisions.md, "The text index's
-- pending list"). At 64 kB (8 pages) a search reads little more than after a VACUUM, and writes still go in batches
-- (seeding 20,000 jobs took 8.8 s against 7.1 s; with fast update off, 14.1 s, and a job's write 2.3x as long).
ALTER INDEX jobs_search_idx SET (gin_pending_list_limit = 64);
-- What the old limit let pile up is merged now, once, rather than by the first job write after this migration.
SELECT gin_clean_pending_list('jobs_search_idx');
