-- Review queue triage (decision 109): the review SLA and the rejection categories admins set, a reviewer's
-- claim of an application (one row per order: the primary key makes two claims at once end with one holder),
-- and the category of each rejection beside its free text, for reporting.
CREATE TABLE "review_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sla_hours" integer NOT NULL,
	"rejection_categories" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_settings_one_row" CHECK ("review_settings"."id" = 1),
	CONSTRAINT "review_settings_sla_positive" CHECK ("review_settings"."sla_hours" between 1 and 2160)
);
--> statement-breakpoint
CREATE TABLE "review_claims" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_claims_staff_idx" ON "review_claims" USING btree ("staff_id");--> statement-breakpoint
CREATE TABLE "review_rejections" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_rejections" ADD CONSTRAINT "review_rejections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_rejections_category_idx" ON "review_rejections" USING btree ("category");
