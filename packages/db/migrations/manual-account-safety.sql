-- Account safety (issue 11): sign-up now requires a verified e-mail address (ADR 017), and
-- better-auth refuses a password sign-in to an unverified account. Accounts made before that had
-- no way to verify, so they are taken as verified rather than locked out at their next sign-in.
-- Also appended to the generated migration 0005_account_safety.sql; re-apply it after renumbering.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
