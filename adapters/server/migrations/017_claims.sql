-- Claims (docs/decisions.md, "Claims"): the code mailed to an application's email to prove its owner is the one
-- claiming it lives in email_secrets with its own purpose. Its email_key is `claim:{user id}:{email key}`, so a code
-- works only for the account that asked for it and the address it was sent to.
ALTER TABLE email_secrets DROP CONSTRAINT IF EXISTS email_secrets_purpose_check;
ALTER TABLE email_secrets ADD CONSTRAINT email_secrets_purpose_check CHECK (purpose IN ('signUp', 'signIn', 'reset', 'link', 'migrateApplications', 'claim'));
