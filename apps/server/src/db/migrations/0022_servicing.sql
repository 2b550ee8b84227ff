CREATE TABLE "reminder_settings" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id"),
	"offsets_days" jsonb NOT NULL,
	"max_per_day" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_max_per_day" CHECK ("reminder_settings"."max_per_day" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "message_template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_template_versions_uq" ON "message_template_versions" USING btree ("merchant_id","kind","version");
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL REFERENCES "orders"("id"),
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"business_date" date NOT NULL,
	"offset_days" integer NOT NULL,
	"due_on" date NOT NULL,
	"template_version" integer NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminders_status_known" CHECK ("reminders"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_uq" ON "reminders" USING btree ("order_id","business_date","offset_days");
--> statement-breakpoint
CREATE INDEX "reminders_user_idx" ON "reminders" USING btree ("user_id","business_date");
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"merchant_id" integer PRIMARY KEY NOT NULL REFERENCES "merchants"("id"),
	"last_no" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"receipt_no" bigint NOT NULL,
	"order_id" bigint NOT NULL REFERENCES "orders"("id"),
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"by_bucket" jsonb NOT NULL,
	"credit_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversal_reason" text,
	CONSTRAINT "receipts_amount_positive" CHECK ("receipts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_no_uq" ON "receipts" USING btree ("merchant_id","receipt_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_reference_uq" ON "receipts" USING btree ("reference");
--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("order_id");
