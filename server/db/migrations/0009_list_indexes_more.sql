-- Lists at scale, part 2 (README "Lists at scale"): indexes for the sorts, searches and tenancy
-- filters of the lists that migration 0007 left slow.
-- H2: the Bolt lists. The live lists (admin/bolts, a customer's bolts) page by id and by name
-- through indexes of live Bolts only, so archived Bolts, however many, are never read past; the
-- archive pages by when a Bolt left (its `archivedAt` sort) through an index of archived Bolts only.
CREATE INDEX IF NOT EXISTS "bolts_live_id_idx" ON "bolts" ("id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bolts_live_name_idx" ON "bolts" ("name", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bolts_archived_idx" ON "bolts" ((coalesce("deleted_at", "deletion_scheduled_at")), "id") WHERE "deleted_at" IS NOT NULL OR "deletion_scheduled_at" IS NOT NULL;
--> statement-breakpoint
-- H1: the other lists. A GIN index buffers new entries in a "pending list" that every search reads
-- through in full (and that makes the planner price the index so high it scans the table instead):
-- 100,000 cron jobs inserted in a row left 7,500 pending entries and made `q=abc` 340 ms instead of
-- 0.4 ms. The trigram indexes take their entries at once instead (writes of single rows hardly
-- notice), and what is pending now moves into them.
DO $$
DECLARE
  gin regclass;
BEGIN
  FOR gin IN
    SELECT i.indexrelid::regclass FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE am.amname = 'gin' AND n.nspname = current_schema()
  LOOP
    EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', gin);
    PERFORM gin_clean_pending_list(gin);
  END LOOP;
END $$;
--> statement-breakpoint
-- Searches and sorts of the server list.
CREATE INDEX IF NOT EXISTS "servers_name_trgm" ON "servers" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servers_hostname_trgm" ON "servers" USING gin ("hostname" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servers_ip_trgm" ON "servers" USING gin ("ip" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servers_name_idx" ON "servers" ("name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servers_type_idx" ON "servers" ("type", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servers_location_idx" ON "servers" ("location", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servers_status_idx" ON "servers" ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servers_created_idx" ON "servers" ("created_at", "id");
--> statement-breakpoint
-- A Bolt's sites, by each sort (bolt, sort, id); the title has one since 0007.
CREATE INDEX IF NOT EXISTS "environments_bolt_id_idx" ON "environments" ("bolt_id", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "environments_bolt_name_idx" ON "environments" ("bolt_id", "name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "environments_bolt_state_idx" ON "environments" ("bolt_id", "state", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "environments_bolt_created_idx" ON "environments" ("bolt_id", "created_at", "id");
--> statement-breakpoint
-- A Bolt's databases (and a site's, which are its Bolt's) and a server's, by each sort.
CREATE INDEX IF NOT EXISTS "databases_bolt_size_idx" ON "databases" ("bolt_id", "size_mb", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "databases_bolt_db_name_idx" ON "databases" ("bolt_id", "db_name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "databases_bolt_created_idx" ON "databases" ("bolt_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "databases_server_size_idx" ON "databases" ("server_id", "size_mb", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "databases_server_created_idx" ON "databases" ("server_id", "created_at", "id");
--> statement-breakpoint
-- A site's cron jobs by each sort; a server's (through its Bolts' sites) walk the global ones.
CREATE INDEX IF NOT EXISTS "cronjobs_environment_id_idx" ON "cronjobs" ("environment_id", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cronjobs_environment_command_idx" ON "cronjobs" ("environment_id", "command", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cronjobs_environment_schedule_idx" ON "cronjobs" ("environment_id", "schedule", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cronjobs_environment_active_idx" ON "cronjobs" ("environment_id", "active", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cronjobs_environment_created_idx" ON "cronjobs" ("environment_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cronjobs_command_idx" ON "cronjobs" ("command", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cronjobs_schedule_idx" ON "cronjobs" ("schedule", "id");
--> statement-breakpoint
-- A site's SSH access by each sort, and Support access across sites.
CREATE INDEX IF NOT EXISTS "ssh_access_environment_created_idx" ON "ssh_access" ("environment_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_access_environment_customer_idx" ON "ssh_access" ("environment_id", "customer", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_access_environment_type_idx" ON "ssh_access" ("environment_id", "type", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_access_environment_expires_idx" ON "ssh_access" ("environment_id", "expires_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_access_customer_idx" ON "ssh_access" ("customer", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_access_expires_idx" ON "ssh_access" ("expires_at", "id");
--> statement-breakpoint
-- An account's SSH keys by each sort (created_at has one since 0007).
CREATE INDEX IF NOT EXISTS "ssh_keys_account_comment_idx" ON "ssh_keys" ("account_id", "comment", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_keys_account_key_type_idx" ON "ssh_keys" ("account_id", "key_type", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_agent_blocks_expires_idx" ON "user_agent_blocks" ("expires_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lockdowns_created_idx" ON "lockdowns" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lockdowns_type_idx" ON "lockdowns" ("type", "id");
--> statement-breakpoint
-- A customer's checkouts (filter[customerId], and `q` through the customer's name as
-- `account_id = any(…)`, which needs an index to join the bitmap OR), and the amount sort.
CREATE INDEX IF NOT EXISTS "checkouts_account_idx" ON "checkouts" ("account_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "checkouts_amount_idx" ON "checkouts" ("amount_cents", "id");
--> statement-breakpoint
-- A Bolt's members, paged by id (the people list).
CREATE INDEX IF NOT EXISTS "bolt_members_bolt_id_idx" ON "bolt_members" ("bolt_id", "id");
