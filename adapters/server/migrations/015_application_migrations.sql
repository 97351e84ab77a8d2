-- Moving applications made under another account into the signed-in one (adapters/server/applications,
-- docs/decisions.md "Applications"): the code mailed to the other account's email is a mailed secret of its own
-- purpose, so a sign-in code can never be spent on a migration or the other way round.
ALTER TABLE email_secrets DROP CONSTRAINT IF EXISTS email_secrets_purpose_check;
ALTER TABLE email_secrets ADD CONSTRAINT email_secrets_purpose_check CHECK (purpose IN ('signUp', 'signIn', 'reset', 'link', 'migrateApplications'));
