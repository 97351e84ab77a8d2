-- Accounts, sign-in identities, one-time email codes and links, the mail outbox and server settings.

-- Server-wide settings kept in the database (the generated JWT secret when JWT_SECRET is not set).
CREATE TABLE settings (
  name  text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id            text PRIMARY KEY,
  email         text NOT NULL,
  -- trimmed and lower-cased: what sign-in looks accounts up by
  email_key     text NOT NULL UNIQUE,
  first_name    text NOT NULL DEFAULT '',
  last_name     text NOT NULL DEFAULT '',
  -- argon2id PHC string; null until the user sets a password
  password_hash text,
  -- carried in every token as `ver`: bumping it (logout, password change, disable) kills older tokens
  token_version integer NOT NULL DEFAULT 0,
  admin         boolean NOT NULL DEFAULT false,
  disabled      boolean NOT NULL DEFAULT false,
  city          text,
  state         text,
  zip           text,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Accounts are keyed by (provider, subject); 'email' identities use the email key as subject.
CREATE TABLE user_identities (
  provider text NOT NULL,
  subject  text NOT NULL,
  user_id  text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (provider, subject)
);

-- One-time secrets sent by mail: codes (sign-up, sign-in, password reset) and sign-in links.
-- Only a hash is kept. At most one live secret per (email, purpose): issuing a new one kills the old.
CREATE TABLE email_secrets (
  id          bigserial PRIMARY KEY,
  email_key   text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('signUp', 'signIn', 'reset', 'link')),
  secret_hash text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL
);
CREATE INDEX email_secrets_live_idx ON email_secrets (email_key, purpose) WHERE used_at IS NULL;
CREATE INDEX email_secrets_hash_idx ON email_secrets (secret_hash);

-- Every mail the server sends, newest last; the dev mail viewer lists it, the SMTP transport marks sent_at.
CREATE TABLE outbox (
  id         bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at    timestamptz
);
