CREATE TABLE "cob_runs" (
	"business_date" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"orders_touched" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installments" (
	"order_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"due_on" date NOT NULL,
	"original_due_on" date NOT NULL,
	"principal_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	CONSTRAINT "installments_order_id_seq_pk" PRIMARY KEY("order_id","seq")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"business_date" date NOT NULL,
	"memo" text,
	"actor" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"account" text NOT NULL,
	"installment_seq" integer,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"business_date" date NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"product_version_id" integer NOT NULL,
	"status" integer NOT NULL,
	"client_kind" text NOT NULL,
	"principal_cents" bigint NOT NULL,
	"periods" integer NOT NULL,
	"period_days" integer NOT NULL,
	"penalty_cents" bigint NOT NULL,
	"caps_apply" boolean NOT NULL,
	"due_soon_days" integer NOT NULL,
	"applied_on" date NOT NULL,
	"disbursed_on" date,
	"settled_on" date,
	"penalty_applied" boolean DEFAULT false NOT NULL,
	"rollover_count" integer DEFAULT 0 NOT NULL,
	"days_past_due" integer DEFAULT 0 NOT NULL,
	"last_cob_date" date,
	"card_need_pop" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_principal_positive" CHECK ("orders"."principal_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_version_tiers" (
	"product_version_id" integer NOT NULL,
	"from_day" integer NOT NULL,
	"to_day" integer,
	"monthly_rate_bps" integer NOT NULL,
	CONSTRAINT "product_version_tiers_product_version_id_from_day_pk" PRIMARY KEY("product_version_id","from_day")
);
--> statement-breakpoint
CREATE TABLE "product_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_amount_range";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "current_version_id" integer;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_version_id_product_versions_id_fk" FOREIGN KEY ("product_version_id") REFERENCES "public"."product_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_version_tiers" ADD CONSTRAINT "product_version_tiers_product_version_id_product_versions_id_fk" FOREIGN KEY ("product_version_id") REFERENCES "public"."product_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_order_idx" ON "journal_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reference_uq" ON "journal_entries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_cob_uq" ON "journal_entries" USING btree ("order_id","business_date","kind") WHERE "journal_entries"."kind" in ('penalty', 'overdue_interest');--> statement-breakpoint
CREATE INDEX "journal_lines_order_idx" ON "journal_lines" USING btree ("order_id","account");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_active_idx" ON "orders" USING btree ("status") WHERE "orders"."status" in (170, 174, 180);--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "min_amount_cents";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "max_amount_cents";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "term_days";