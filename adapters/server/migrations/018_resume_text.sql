-- The text read from each resume at upload (adapters/server/resumes/extract.ts, in a worker) and what the summary
-- rules (core/resumes/summary.ts) read from it. NULL text: nothing could be read (a scan, a broken or hostile file,
-- too slow); the resume stays usable, its summary empty. The summary is derived, kept so a read costs no parsing.
ALTER TABLE resumes ADD COLUMN text_content text;
ALTER TABLE resumes ADD COLUMN summary_title text;
ALTER TABLE resumes ADD COLUMN summary_employer text;
ALTER TABLE resumes ADD COLUMN summary_skills text[] NOT NULL DEFAULT '{}';

-- The s3 upload method: a presigned PUT handed out and not completed yet. object_key is the staged object in the
-- bucket (incoming/...); a completed, refused or expired ticket is deleted with its object.
CREATE TABLE resume_uploads (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name   text NOT NULL,
  object_key  text NOT NULL UNIQUE,
  size_bytes  integer NOT NULL CHECK (size_bytes > 0),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX resume_uploads_user_idx ON resume_uploads (user_id, expires_at);
