CREATE TABLE "provisioning_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"account_id" integer,
	"domain" text NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provisioning_order_domains" (
	"order_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provisioning_order_domains_order_id_domain_id_pk" PRIMARY KEY("order_id","domain_id")
);
--> statement-breakpoint
CREATE TABLE "provisioning_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text DEFAULT 'sbcdn' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"checkout_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "order_state" jsonb;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_message" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "certificate_pem" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "chain_pem" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "private_key_pem" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "checkout_id" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "ipv6" text;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "bolts_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "databases_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "product" text DEFAULT 'bolt' NOT NULL;--> statement-breakpoint
ALTER TABLE "provisioning_logs" ADD CONSTRAINT "provisioning_logs_order_id_provisioning_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."provisioning_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_logs" ADD CONSTRAINT "provisioning_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_order_domains" ADD CONSTRAINT "provisioning_order_domains_order_id_provisioning_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."provisioning_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_order_domains" ADD CONSTRAINT "provisioning_order_domains_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_orders" ADD CONSTRAINT "provisioning_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_orders" ADD CONSTRAINT "provisioning_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provisioning_logs_created_idx" ON "provisioning_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "provisioning_logs_account_idx" ON "provisioning_logs" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "provisioning_order_domains_domain_idx" ON "provisioning_order_domains" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "provisioning_orders_account_idx" ON "provisioning_orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "certificates_environment_idx" ON "certificates" USING btree ("environment_id","id");--> statement-breakpoint
CREATE INDEX "certificates_status_idx" ON "certificates" USING btree ("status","id");