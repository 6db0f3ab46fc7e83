-- Replicas (README "Replicas and jobs"): each server keeps a short cache of token -> signed-in user,
-- and every change that could alter what a cached entry says is announced on the channel
-- `auth_changes` (server/auth/authChanges.ts listens), whatever path the change takes: a revoked
-- token, a changed or deleted user or account, a lockdown set, changed or lifted. The payload is
-- "<kind> <key>" (PostgreSQL sends identical ones of a transaction once).

-- TG_ARGV[0] is the kind (token, user, account), TG_ARGV[1] the column whose value is the key.
-- A row's old and new key are both announced when they differ (a lockdown moved to another account).
CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text := to_jsonb(OLD) ->> TG_ARGV[1];
  new_key text := to_jsonb(NEW) ->> TG_ARGV[1];
BEGIN
  IF old_key IS NOT NULL THEN
    PERFORM pg_notify('auth_changes', TG_ARGV[0] || ' ' || old_key);
  END IF;
  IF new_key IS NOT NULL AND new_key IS DISTINCT FROM old_key THEN
    PERFORM pg_notify('auth_changes', TG_ARGV[0] || ' ' || new_key);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only tokens still valid: a cache never serves a token past its expiry, so the housekeeping job's
-- deletes of expired tokens announce nothing.
CREATE TRIGGER tokens_auth_change AFTER UPDATE OR DELETE ON tokens
  FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION notify_auth_change('token', 'token_hash');
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user', 'id');
--> statement-breakpoint
CREATE TRIGGER accounts_auth_change AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change('account', 'id');
--> statement-breakpoint
CREATE TRIGGER lockdowns_auth_change AFTER INSERT OR UPDATE OR DELETE ON lockdowns
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change('account', 'account_id');
--> statement-breakpoint
-- TRUNCATE fires no row triggers: it announces that everything may have changed.
CREATE FUNCTION notify_auth_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', 'all ' || TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tokens_auth_truncate AFTER TRUNCATE ON tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_truncate();
--> statement-breakpoint
CREATE TRIGGER users_auth_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_truncate();
--> statement-breakpoint
CREATE TRIGGER accounts_auth_truncate AFTER TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_truncate();
--> statement-breakpoint
CREATE TRIGGER lockdowns_auth_truncate AFTER TRUNCATE ON lockdowns FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_truncate();
--> statement-breakpoint
-- The housekeeping job (server/jobs/housekeeping.ts) finds what expired through these.
CREATE INDEX IF NOT EXISTS "tokens_expires_at_idx" ON "tokens" ("expires_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_window_start_idx" ON "rate_limits" ("window_start");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_failures_last_failure_idx" ON "login_failures" ("last_failure_at");
