CREATE TABLE "mfa_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"secret_hash" text NOT NULL,
	"payload" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_pictures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_portal_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" integer,
	"type" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reason_code" text NOT NULL,
	"currency" text NOT NULL,
	"total_cents" integer NOT NULL,
	"available_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"account_id" integer NOT NULL,
	"bolt_id" integer,
	"checkout_id" text,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"currency" text NOT NULL,
	"total_cents" integer NOT NULL,
	"credit_used_cents" integer DEFAULT 0 NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" ADD CONSTRAINT "mfa_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pictures" ADD CONSTRAINT "user_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_portal_sessions" ADD CONSTRAINT "billing_portal_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_portal_sessions" ADD CONSTRAINT "billing_portal_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bolt_id_bolts_id_fk" FOREIGN KEY ("bolt_id") REFERENCES "public"."bolts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_recovery_codes_user_idx" ON "mfa_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_secret_idx" ON "one_time_codes" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "credit_notes_account_idx" ON "credit_notes" USING btree ("account_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_bolt_period_unique" ON "invoices" USING btree ("bolt_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_checkout_unique" ON "invoices" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_customer_id_unique" ON "accounts" USING btree ("customer_id");--> statement-breakpoint
-- accounts.unpaid_invoices (what blocks an account with 403002, spec 1 §8) follows its invoices:
-- every change to an invoice recounts the account's invoices in not_paid or payment_due, so
-- paying the last one lifts the block in the same transaction. The partial index keeps the count
-- to the account's unpaid rows.
CREATE INDEX invoices_unpaid_idx ON invoices (account_id) WHERE status IN ('not_paid', 'payment_due');
--> statement-breakpoint
CREATE FUNCTION accounts_count_unpaid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY[NEW.account_id];
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY[OLD.account_id];
  ELSE
    changed := ARRAY[OLD.account_id, NEW.account_id];
  END IF;
  UPDATE accounts a SET unpaid_invoices = (
    SELECT count(*)::int FROM invoices i WHERE i.account_id = a.id AND i.status IN ('not_paid', 'payment_due')
  ) WHERE a.id = ANY (changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_count_unpaid AFTER INSERT OR DELETE OR UPDATE OF status, account_id ON invoices
  FOR EACH ROW EXECUTE FUNCTION accounts_count_unpaid();
--> statement-breakpoint
-- Accounts made before signup existed get the customer record signup now creates: an id, and the
-- currency their prices were always shown in.
UPDATE accounts a SET customer_id = 'CUS-' || lpad(a.id::text, 6, '0'), currency = 'USD'
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND u.role = 'customer');
--> statement-breakpoint
-- People who signed in before e-mail verification existed were let in on an address they gave us.
UPDATE users SET email_verified_at = created_at;
--> statement-breakpoint
-- The search overlay (GET search): names are matched by prefix and listed in lower-cased byte order,
-- so one btree on (key, id) serves both the prefix range and the order, for each type it searches.
CREATE INDEX "bolts_name_key_idx" ON "bolts" USING btree ((lower("name") COLLATE "C"), "id");
--> statement-breakpoint
CREATE INDEX "environments_title_key_idx" ON "environments" USING btree ((lower("title") COLLATE "C"), "id");
--> statement-breakpoint
CREATE INDEX "domains_name_key_idx" ON "domains" USING btree ((lower("name") COLLATE "C"), "id");
--> statement-breakpoint
CREATE INDEX "databases_name_key_idx" ON "databases" USING btree ((lower("name") COLLATE "C"), "id");
