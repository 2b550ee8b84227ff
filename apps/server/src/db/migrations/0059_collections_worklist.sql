-- The collector's worklist (decision 127): per-bucket assignment rules an admin sets, collectors marked away,
-- the daily contact cap per borrower, and the bucket an assignment and a promise were made in. Each loan is
-- assigned once because collection_assignments' primary key is the order (0023): two runs racing insert with
-- ON CONFLICT DO NOTHING, and a re-deal from an away collector is an UPDATE guarded by the old collector.
CREATE TABLE "collection_assignment_rules" (
	"bucket" text PRIMARY KEY NOT NULL,
	"strategy" text DEFAULT 'round_robin' NOT NULL,
	"capacity" integer,
	"exclude_open_complaints" boolean DEFAULT true NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_assignment_rules_bucket_known" CHECK ("collection_assignment_rules"."bucket" in ('1-7', '8-30', '31-60', '61-90', '90+')),
	CONSTRAINT "collection_assignment_rules_strategy_known" CHECK ("collection_assignment_rules"."strategy" in ('round_robin', 'least_loaded')),
	CONSTRAINT "collection_assignment_rules_capacity_positive" CHECK ("collection_assignment_rules"."capacity" IS NULL OR "collection_assignment_rules"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "collection_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"daily_contact_cap" integer DEFAULT 3 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_settings_one_row" CHECK ("collection_settings"."id" = 1),
	CONSTRAINT "collection_settings_cap_range" CHECK ("collection_settings"."daily_contact_cap" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "collector_availability" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"away" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collector_availability" ADD CONSTRAINT "collector_availability_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The rule that dealt the loan and the bucket it was dealt in; null rule: a person assigned it.
ALTER TABLE "collection_assignments" ADD COLUMN "bucket" text;--> statement-breakpoint
ALTER TABLE "collection_assignments" ADD COLUMN "rule" text;--> statement-breakpoint
-- The bucket the loan was in when the promise was made, so the promise-kept rate can be read per bucket.
ALTER TABLE "promises_to_pay" ADD COLUMN "bucket" text;--> statement-breakpoint
UPDATE "promises_to_pay" p SET "bucket" = CASE
	WHEN s."days_past_due" <= 7 THEN '1-7' WHEN s."days_past_due" <= 30 THEN '8-30' WHEN s."days_past_due" <= 60 THEN '31-60'
	WHEN s."days_past_due" <= 90 THEN '61-90' ELSE '90+' END
FROM "collection_bucket_snapshots" s
WHERE s."order_id" = p."order_id" AND s."business_date" = (SELECT max(x."business_date") FROM "collection_bucket_snapshots" x
	WHERE x."order_id" = p."order_id" AND x."business_date" <= p."made_on") AND s."days_past_due" > 0;--> statement-breakpoint
CREATE INDEX "promises_to_pay_promised_idx" ON "promises_to_pay" USING btree ("promised_on");

