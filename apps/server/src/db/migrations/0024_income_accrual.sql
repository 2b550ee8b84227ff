-- Income recognised over time (issue 19, decision 063): the accrual step posts one entry per order and day.
CREATE UNIQUE INDEX "journal_entries_accrual_uq" ON "journal_entries" USING btree ("order_id","business_date") WHERE "journal_entries"."kind" = 'accrual';--> statement-breakpoint
-- The dates the accrual step has finished (the next run starts the day after the last).
CREATE TABLE "accrual_runs" (
	"business_date" date PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"orders_seen" integer DEFAULT 0 NOT NULL
);
