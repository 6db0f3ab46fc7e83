CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"actor_role" text,
	"actor_account_id" integer,
	"address" text,
	"account_id" integer,
	"bolt_id" integer,
	"environment_id" integer,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_events_account_idx" ON "audit_events" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_bolt_idx" ON "audit_events" USING btree ("bolt_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_environment_idx" ON "audit_events" USING btree ("environment_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_resource_idx" ON "audit_events" USING btree ("resource","id");--> statement-breakpoint
-- Audit trail (README "Audit trail"). An API request names its actor in the setting audit.actor
-- (server/db/auditActor.ts) for the transaction of its writes; these triggers record every row it
-- writes in the same transaction. Writes without an actor (jobs, migrations, seeds) are not recorded.
-- Values of columns whose names say secret are replaced by "[redacted]": a change to them shows, its
-- value never.
CREATE FUNCTION audit_redacted(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, CASE
    WHEN key ~ '(password|secret|token|hash|private|api_key)' AND value <> 'null'::jsonb THEN '"[redacted]"'::jsonb
    ELSE value END), '{}'::jsonb)
  FROM jsonb_each(j)
$$;
--> statement-breakpoint
-- TG_ARGV[0] says how a row names whose it is: 'account' (its account_id), 'account-self' (an
-- account), 'bolt' (its bolt_id), 'bolt-self' (a Bolt), 'environment' (its environment_id),
-- 'environment-self' (a site), 'none' (the provider's own: servers, blocks).
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('audit.actor', true), '')::jsonb;
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  rec jsonb := coalesce(new_row, old_row);
  kind text := TG_ARGV[0];
  before_row jsonb := old_row;
  after_row jsonb := new_row;
  acc integer;
  bolt integer;
  env integer;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(key, value) INTO before_row FROM jsonb_each(old_row)
      WHERE key <> 'updated_at' AND new_row -> key IS DISTINCT FROM value;
    IF before_row IS NULL THEN
      RETURN NULL;
    END IF;
    SELECT jsonb_object_agg(key, value) INTO after_row FROM jsonb_each(new_row)
      WHERE key <> 'updated_at' AND old_row -> key IS DISTINCT FROM value;
  END IF;
  IF kind = 'account' THEN
    acc := (rec ->> 'account_id')::integer;
    bolt := (rec ->> 'bolt_id')::integer;
  ELSIF kind = 'account-self' THEN
    acc := (rec ->> 'id')::integer;
  ELSIF kind = 'bolt' THEN
    bolt := (rec ->> 'bolt_id')::integer;
  ELSIF kind = 'bolt-self' THEN
    bolt := (rec ->> 'id')::integer;
    acc := (rec ->> 'account_id')::integer;
  ELSIF kind = 'environment' THEN
    env := (rec ->> 'environment_id')::integer;
  ELSIF kind = 'environment-self' THEN
    env := (rec ->> 'id')::integer;
    bolt := (rec ->> 'bolt_id')::integer;
  END IF;
  IF env IS NOT NULL AND bolt IS NULL THEN
    SELECT e.bolt_id INTO bolt FROM environments e WHERE e.id = env;
  END IF;
  IF bolt IS NOT NULL AND acc IS NULL THEN
    SELECT b.account_id INTO acc FROM bolts b WHERE b.id = bolt;
  END IF;
  INSERT INTO audit_events (actor_user_id, actor_name, actor_role, actor_account_id, address, account_id, bolt_id,
    environment_id, resource, record_id, action, before, after)
  VALUES ((actor ->> 'userId')::integer, actor ->> 'name', actor ->> 'role', (actor ->> 'accountId')::integer,
    actor ->> 'address', acc, bolt, env, TG_TABLE_NAME,
    coalesce(rec ->> 'id', concat_ws('/', rec ->> 'database_id', rec ->> 'environment_id')),
    CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END,
    audit_redacted(before_row), audit_redacted(after_row));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_audit AFTER INSERT OR UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION audit_row('account-self');
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('account');
--> statement-breakpoint
CREATE TRIGGER lockdowns_audit AFTER INSERT OR UPDATE OR DELETE ON lockdowns
  FOR EACH ROW EXECUTE FUNCTION audit_row('account');
--> statement-breakpoint
CREATE TRIGGER ssh_keys_audit AFTER INSERT OR UPDATE OR DELETE ON ssh_keys
  FOR EACH ROW EXECUTE FUNCTION audit_row('account');
--> statement-breakpoint
CREATE TRIGGER checkouts_audit AFTER INSERT OR UPDATE OR DELETE ON checkouts
  FOR EACH ROW EXECUTE FUNCTION audit_row('account');
--> statement-breakpoint
CREATE TRIGGER invoices_audit AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION audit_row('account');
--> statement-breakpoint
CREATE TRIGGER credit_notes_audit AFTER INSERT OR UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION audit_row('account');
--> statement-breakpoint
CREATE TRIGGER provisioning_orders_audit AFTER INSERT OR UPDATE OR DELETE ON provisioning_orders
  FOR EACH ROW EXECUTE FUNCTION audit_row('account');
--> statement-breakpoint
CREATE TRIGGER bolts_audit AFTER INSERT OR UPDATE OR DELETE ON bolts
  FOR EACH ROW EXECUTE FUNCTION audit_row('bolt-self');
--> statement-breakpoint
CREATE TRIGGER bolt_members_audit AFTER INSERT OR UPDATE OR DELETE ON bolt_members
  FOR EACH ROW EXECUTE FUNCTION audit_row('bolt');
--> statement-breakpoint
CREATE TRIGGER transfers_audit AFTER INSERT OR UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION audit_row('bolt');
--> statement-breakpoint
CREATE TRIGGER databases_audit AFTER INSERT OR UPDATE OR DELETE ON databases
  FOR EACH ROW EXECUTE FUNCTION audit_row('bolt');
--> statement-breakpoint
CREATE TRIGGER environments_audit AFTER INSERT OR UPDATE OR DELETE ON environments
  FOR EACH ROW EXECUTE FUNCTION audit_row('environment-self');
--> statement-breakpoint
CREATE TRIGGER ssh_access_audit AFTER INSERT OR UPDATE OR DELETE ON ssh_access
  FOR EACH ROW EXECUTE FUNCTION audit_row('environment');
--> statement-breakpoint
CREATE TRIGGER domains_audit AFTER INSERT OR UPDATE OR DELETE ON domains
  FOR EACH ROW EXECUTE FUNCTION audit_row('environment');
--> statement-breakpoint
CREATE TRIGGER certificates_audit AFTER INSERT OR UPDATE OR DELETE ON certificates
  FOR EACH ROW EXECUTE FUNCTION audit_row('environment');
--> statement-breakpoint
CREATE TRIGGER cronjobs_audit AFTER INSERT OR UPDATE OR DELETE ON cronjobs
  FOR EACH ROW EXECUTE FUNCTION audit_row('environment');
--> statement-breakpoint
CREATE TRIGGER site_git_audit AFTER INSERT OR UPDATE OR DELETE ON site_git
  FOR EACH ROW EXECUTE FUNCTION audit_row('environment');
--> statement-breakpoint
CREATE TRIGGER site_addons_audit AFTER INSERT OR UPDATE OR DELETE ON site_addons
  FOR EACH ROW EXECUTE FUNCTION audit_row('environment');
--> statement-breakpoint
CREATE TRIGGER database_environments_audit AFTER INSERT OR UPDATE OR DELETE ON database_environments
  FOR EACH ROW EXECUTE FUNCTION audit_row('environment');
--> statement-breakpoint
CREATE TRIGGER servers_audit AFTER INSERT OR UPDATE OR DELETE ON servers
  FOR EACH ROW EXECUTE FUNCTION audit_row('none');
--> statement-breakpoint
CREATE TRIGGER ip_blocks_audit AFTER INSERT OR UPDATE OR DELETE ON ip_blocks
  FOR EACH ROW EXECUTE FUNCTION audit_row('none');
--> statement-breakpoint
CREATE TRIGGER user_agent_blocks_audit AFTER INSERT OR UPDATE OR DELETE ON user_agent_blocks
  FOR EACH ROW EXECUTE FUNCTION audit_row('none');
