-- Lists at scale (README "Lists at scale"): every column `q` searches has a trigram index, so
-- ILIKE '%text%' reads the matching rows instead of the whole table, and each sort of a large
-- list has a btree on (sort column, id) (the id breaks ties, as listOrder does), so page 1 and a
-- keyset page read 15 entries in order instead of sorting the table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_name_trgm" ON "accounts" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_name_idx" ON "accounts" ("name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bolts_name_trgm" ON "bolts" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bolts_id_text_trgm" ON "bolts" USING gin (("id"::text) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bolts_plan_idx" ON "bolts" ("plan", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bolts_created_idx" ON "bolts" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bolts_account_id_idx" ON "bolts" ("account_id", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "environments_title_trgm" ON "environments" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "environments_name_trgm" ON "environments" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "environments_bolt_title_idx" ON "environments" ("bolt_id", "title", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "databases_name_trgm" ON "databases" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "databases_db_name_trgm" ON "databases" USING gin ("db_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "databases_db_user_trgm" ON "databases" USING gin ("db_user" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "databases_bolt_name_idx" ON "databases" ("bolt_id", "name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "databases_server_name_idx" ON "databases" ("server_id", "name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cronjobs_command_trgm" ON "cronjobs" USING gin ("command" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cronjobs_comment_trgm" ON "cronjobs" USING gin ("comment" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_keys_comment_trgm" ON "ssh_keys" USING gin ("comment" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_keys_fingerprint_trgm" ON "ssh_keys" USING gin ("fingerprint" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_keys_account_created_idx" ON "ssh_keys" ("account_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_access_customer_trgm" ON "ssh_access" USING gin ("customer" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_access_fingerprint_trgm" ON "ssh_access" USING gin ("fingerprint" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ssh_access_created_idx" ON "ssh_access" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ip_blocks_reason_trgm" ON "ip_blocks" USING gin ("reason" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ip_blocks_address_trgm" ON "ip_blocks" USING gin ("address" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ip_blocks_created_idx" ON "ip_blocks" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ip_blocks_expires_idx" ON "ip_blocks" ("expires_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_agent_blocks_pattern_trgm" ON "user_agent_blocks" USING gin ("pattern" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_agent_blocks_reason_trgm" ON "user_agent_blocks" USING gin ("reason" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_agent_blocks_created_idx" ON "user_agent_blocks" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "checkouts_name_trgm" ON "checkouts" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "checkouts_url_trgm" ON "checkouts" USING gin ("url" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "checkouts_created_idx" ON "checkouts" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lockdowns_reason_trgm" ON "lockdowns" USING gin ("reason" gin_trgm_ops);
