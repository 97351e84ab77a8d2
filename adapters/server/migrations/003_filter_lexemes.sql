-- Filters inside the text index. Each job's document also carries lexemes for its place (grid cells at three
-- sizes), state, job type, remote flag and posting week. A search then asks the GIN index one question
-- ("nurse" AND a cell near Austin AND a recent week), and GIN's AND scan skips through the long posting lists
-- of common words guided by the rare ones, instead of building a bitmap of every "nurse" in the country.
-- Searches ask for the selective ones only (see adapters/server/search/filters.ts); 'r:0' or 't:permanent'
-- would list most of the table.
-- User text can never produce these lexemes: the parser splits words at ':'.
-- Cells: g0 = 0.5 degree, g1 = 2 degrees, g2 = 8 degrees (floor of lat / size and lon / size).
-- Week: whole weeks since 1970-01-01 (a Thursday) in UTC.

CREATE OR REPLACE FUNCTION jobs_filter_lexemes(lat float8, lon float8, state text, job_type text, remote boolean, posted_at timestamptz)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY[
    'g0:' || floor(lat / 0.5)::int || ':' || floor(lon / 0.5)::int,
    'g1:' || floor(lat / 2)::int || ':' || floor(lon / 2)::int,
    'g2:' || floor(lat / 8)::int || ':' || floor(lon / 8)::int,
    's:' || lower(state),
    't:' || job_type,
    'r:' || CASE WHEN remote THEN '1' ELSE '0' END,
    'w:' || floor(extract(epoch FROM posted_at) / 604800)::int
  ]
$$;

CREATE OR REPLACE FUNCTION jobs_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english', NEW.title), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.skills, ' ')), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C') ||
    array_to_tsvector(jobs_filter_lexemes(NEW.lat, NEW.lon, NEW.state, NEW.job_type, NEW.remote, NEW.posted_at));
  RETURN NEW;
END
$$;

DROP TRIGGER jobs_search_document ON jobs;
CREATE TRIGGER jobs_search_document BEFORE INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_document();

-- Rebuild the documents of existing rows (none on a fresh database).
UPDATE jobs SET title = title;

-- Searches no longer filter through these: the text index does.
DROP INDEX jobs_lat_lon_idx;
DROP INDEX jobs_state_idx;
DROP STATISTICS jobs_lat_lon_stats;
