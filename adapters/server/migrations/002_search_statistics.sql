-- Jobs sit in a few hundred cities, so lat and lon are strongly correlated: without joint statistics the
-- planner thinks a bounding box matches a handful of rows and skips combining it with the text index.
CREATE STATISTICS jobs_lat_lon_stats (mcv) ON lat, lon FROM jobs;
ALTER STATISTICS jobs_lat_lon_stats SET STATISTICS 1000;
ANALYZE jobs;
