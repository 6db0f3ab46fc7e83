CREATE TABLE "config_rebuild_sites" (
	"rebuild_id" integer NOT NULL,
	"environment_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"serving" text,
	"message" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "config_rebuild_sites_rebuild_id_environment_id_pk" PRIMARY KEY("rebuild_id","environment_id")
);
--> statement-breakpoint
CREATE TABLE "config_rebuilds" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"server_id" integer,
	"account_id" integer,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "reverse_proxy" text;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "serving" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "config_built_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "config_rebuild_sites" ADD CONSTRAINT "config_rebuild_sites_rebuild_id_config_rebuilds_id_fk" FOREIGN KEY ("rebuild_id") REFERENCES "public"."config_rebuilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_rebuild_sites" ADD CONSTRAINT "config_rebuild_sites_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_rebuilds" ADD CONSTRAINT "config_rebuilds_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_rebuilds" ADD CONSTRAINT "config_rebuilds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "config_rebuild_sites_environment_idx" ON "config_rebuild_sites" USING btree ("environment_id");--> statement-breakpoint
-- Staff lookups (README "Customer page and lookup"): a site by the start of its API key, a customer
-- by name, e-mail, company or customer id, and an account's people.
CREATE INDEX IF NOT EXISTS "environments_api_key_trgm" ON "environments" USING gin ("api_key" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_first_name_trgm" ON "users" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_last_name_trgm" ON "users" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_company_trgm" ON "accounts" USING gin ("company" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_customer_id_trgm" ON "accounts" USING gin ("customer_id" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_account_idx" ON "users" ("account_id", "id");
