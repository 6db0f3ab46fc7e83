CREATE TABLE "database_environments" (
	"database_id" integer NOT NULL,
	"environment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_environments_database_id_environment_id_pk" PRIMARY KEY("database_id","environment_id")
);
--> statement-breakpoint
CREATE TABLE "site_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_git" (
	"environment_id" integer PRIMARY KEY NOT NULL,
	"repodef" text,
	"branch" text DEFAULT 'main' NOT NULL,
	"localpath" text DEFAULT 'public' NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"last_trigger" timestamp with time zone,
	"last_status" text,
	"last_message" text,
	"commit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssh_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment_id" integer NOT NULL,
	"type" text NOT NULL,
	"ssh_key_id" integer,
	"customer" text,
	"fingerprint" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssh_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"comment" text NOT NULL,
	"sshkey" text NOT NULL,
	"key_type" text NOT NULL,
	"key_length" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "force_https_domain" text;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "force_https" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "force_domain" text;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "force_domain_https" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "php_extensions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "separate_php_error_log" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "php_workers" jsonb;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "web_firewall" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "malware_protection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "database_environments" ADD CONSTRAINT "database_environments_database_id_databases_id_fk" FOREIGN KEY ("database_id") REFERENCES "public"."databases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_environments" ADD CONSTRAINT "database_environments_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_addons" ADD CONSTRAINT "site_addons_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_git" ADD CONSTRAINT "site_git_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_access" ADD CONSTRAINT "ssh_access_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_access" ADD CONSTRAINT "ssh_access_ssh_key_id_ssh_keys_id_fk" FOREIGN KEY ("ssh_key_id") REFERENCES "public"."ssh_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_access" ADD CONSTRAINT "ssh_access_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_keys" ADD CONSTRAINT "ssh_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_keys" ADD CONSTRAINT "ssh_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "database_environments_env_idx" ON "database_environments" USING btree ("environment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_addons_env_name" ON "site_addons" USING btree ("environment_id","name");--> statement-breakpoint
CREATE INDEX "ssh_access_environment_idx" ON "ssh_access" USING btree ("environment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ssh_keys_account_fingerprint" ON "ssh_keys" USING btree ("account_id","fingerprint");