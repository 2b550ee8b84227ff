-- Hardship plans (decision 128): a payment plan, restructure or settlement offered on a due or overdue loan,
-- accepted by the borrower with an SMS code and, where the settings ask, approved by a second person. One open
-- plan per loan.
CREATE TABLE "hardship_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hardship_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offer" jsonb NOT NULL,
	"offered_on" date NOT NULL,
	"offered_by" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"approval_id" bigint,
	"in_force_on" date,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hardship_plans_kind_known" CHECK ("hardship_plans"."kind" in ('payment_plan', 'restructure', 'settlement')),
	CONSTRAINT "hardship_plans_status_known" CHECK ("hardship_plans"."status" in ('offered', 'awaiting_approval', 'in_force', 'completed', 'broken', 'lapsed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "hardship_plans" ADD CONSTRAINT "hardship_plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hardship_plans_order_idx" ON "hardship_plans" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hardship_plans_one_open" ON "hardship_plans" USING btree ("order_id") WHERE "hardship_plans"."status" in ('offered', 'awaiting_approval', 'in_force');
--> statement-breakpoint
-- A plan is maker-checked from the start (decisions 113 and 128): every plan the borrower accepts waits for a
-- collections supervisor (or finance) until an admin changes the setting, itself maker-checked.
INSERT INTO "approval_settings" ("action", "enabled", "threshold_cents", "updated_by")
VALUES ('hardship_plan', true, NULL, 'migration:0060')
ON CONFLICT ("action") DO NOTHING;
