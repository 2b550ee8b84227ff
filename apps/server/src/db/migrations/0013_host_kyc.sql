CREATE TABLE "kyc_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"basic" jsonb,
	"basic_saved_at" timestamp with time zone,
	"personal" jsonb,
	"personal_saved_at" timestamp with time zone,
	"job" jsonb,
	"job_saved_at" timestamp with time zone,
	"ext" jsonb,
	"ext_saved_at" timestamp with time zone,
	"id_type" text,
	"id_number_encrypted" text,
	"id_last4" text,
	"id_saved_at" timestamp with time zone,
	"id_front_key" text,
	"selfie_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "utr_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "utr_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"pay_type" text NOT NULL,
	"utr" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"status" text DEFAULT 'reported' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "utr_reports_status_known" CHECK ("utr_reports"."status" in ('reported', 'matched', 'rejected')),
	CONSTRAINT "utr_reports_amount_positive" CHECK ("utr_reports"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "utr_reports" ADD CONSTRAINT "utr_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "utr_reports" ADD CONSTRAINT "utr_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "utr_reports_order_idx" ON "utr_reports" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "utr_reports_status_idx" ON "utr_reports" USING btree ("status");
--> statement-breakpoint
CREATE UNIQUE INDEX "utr_reports_live_utr_uq" ON "utr_reports" USING btree ("pay_type","utr") WHERE "utr_reports"."status" <> 'rejected';
