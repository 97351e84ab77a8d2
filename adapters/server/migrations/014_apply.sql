-- Applying (docs/decisions.md, "Easy Apply"). A visitor may upload a resume while applying: it has no account
-- (user_id null) and is tied to the browser that uploaded it by a random upload token, of which only the SHA-256
-- is kept (upload_token_hash); the apply call must show the token to use that resume.
ALTER TABLE resumes ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE resumes ADD COLUMN upload_token_hash text;
ALTER TABLE resumes ADD CONSTRAINT resumes_owner_check CHECK (user_id IS NOT NULL OR upload_token_hash IS NOT NULL);

-- A job stops taking applications once closed_at is set (null: open).
ALTER TABLE jobs ADD COLUMN closed_at timestamptz;
