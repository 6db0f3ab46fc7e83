CREATE TABLE "bolt_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"bolt_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan" text NOT NULL,
	"billing_period" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bolt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"bolt_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_email" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "transfers_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "bolts" ADD COLUMN "location" text DEFAULT 'osl-no' NOT NULL;--> statement-breakpoint
ALTER TABLE "bolts" ADD COLUMN "cms" text;--> statement-breakpoint
ALTER TABLE "bolts" ADD COLUMN "billing_period" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "bolts" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bolts" ADD COLUMN "custom_contract" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bolts" ADD COLUMN "storage_quota_mb" integer;--> statement-breakpoint
ALTER TABLE "bolts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "databases" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "dev_mode_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "cache_mode" text DEFAULT 'static' NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "php_version" text DEFAULT '8.3' NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "php_memory_limit" integer DEFAULT 256 NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "php_timezone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "ssh_access" text;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "ssh" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "sftp" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "api_key" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "ssh_password_hash" text;--> statement-breakpoint
ALTER TABLE "bolt_members" ADD CONSTRAINT "bolt_members_bolt_id_bolts_id_fk" FOREIGN KEY ("bolt_id") REFERENCES "public"."bolts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolt_members" ADD CONSTRAINT "bolt_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_bolt_id_bolts_id_fk" FOREIGN KEY ("bolt_id") REFERENCES "public"."bolts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_bolt_id_bolts_id_fk" FOREIGN KEY ("bolt_id") REFERENCES "public"."bolts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bolt_members_bolt_email" ON "bolt_members" USING btree ("bolt_id",lower("email"));--> statement-breakpoint
CREATE INDEX "bolt_members_user_idx" ON "bolt_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transfers_bolt_idx" ON "transfers" USING btree ("bolt_id");