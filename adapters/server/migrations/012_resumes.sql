-- Uploaded resumes. The file itself lives in the resume file store (adapters/server/resumes/fileStore.ts) under
-- storage_key, a name the server generated; file_name is the sanitised name the user sees and downloads under.
CREATE TABLE resumes (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name   text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('pdf', 'docx')),
  size_bytes  integer NOT NULL CHECK (size_bytes > 0),
  storage_key text NOT NULL UNIQUE,
  -- a PDF that carries JavaScript: kept, and only ever answered as an opaque download
  has_script  boolean NOT NULL DEFAULT false,
  active      boolean NOT NULL DEFAULT true,
  uploaded_at timestamptz NOT NULL
);
CREATE INDEX resumes_user_idx ON resumes (user_id, uploaded_at DESC);
