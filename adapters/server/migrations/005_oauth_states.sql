-- Third-party sign-in (OAuth 2 authorization code with PKCE): the flows started and not yet finished.
-- A row lives 10 minutes and is deleted when used (single use). Only a hash of the state is kept, so the table
-- alone cannot finish a flow; the code verifier is useless without the provider's code for that state.
CREATE TABLE oauth_states (
  state_hash    text PRIMARY KEY,
  provider      text NOT NULL,
  code_verifier text NOT NULL,
  -- the redirect_uri sent to the provider; the token request must repeat it exactly
  redirect_uri  text NOT NULL,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);
