-- The site's content (issue 13, "Content"): the about, privacy, terms and contact pages and the news articles, their
-- bodies in Markdown (rendered and sanitised by the server on the way out, adapters/server/content/render.ts).
-- Demo content is seeded by seed/content.ts (never over an administrator's change).
CREATE TABLE content_entries (
  id           text PRIMARY KEY,          -- a page's key ('about') or an article's id
  kind         text NOT NULL CHECK (kind IN ('page', 'news')),
  slug         text NOT NULL,
  title        text NOT NULL,
  description  text NOT NULL,
  body         text NOT NULL,             -- Markdown
  author       text NOT NULL DEFAULT '',
  image_url    text,
  image_alt    text,
  published_at timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  version      integer NOT NULL DEFAULT 1,
  updated_by   text REFERENCES users (id) ON DELETE SET NULL
);

CREATE INDEX content_entries_news_newest ON content_entries (published_at DESC, id) WHERE kind = 'news';
