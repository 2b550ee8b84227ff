-- Issue 17 (decision 080): the block list gets a console desk. Entries get an id (the URL names it,
-- never the number), a hint staff can read (kind and last four characters; the number itself is only
-- ever a keyed hash), and removal with a reason instead of deletion: a removed entry stays as history,
-- so the same number can be blocked again later (one active entry per number).
ALTER TABLE "credit_block_list" DROP CONSTRAINT "credit_block_list_pk";--> statement-breakpoint
ALTER TABLE "credit_block_list" ADD COLUMN "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY;--> statement-breakpoint
ALTER TABLE "credit_block_list" ADD COLUMN "hint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_block_list" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_block_list" ADD COLUMN "removed_by" text;--> statement-breakpoint
ALTER TABLE "credit_block_list" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "credit_block_list" ADD CONSTRAINT "credit_block_list_removal_whole" CHECK (("removed_at" is null) = ("removed_by" is null) and ("removed_at" is null) = ("removed_reason" is null));--> statement-breakpoint
CREATE UNIQUE INDEX "credit_block_list_active_uq" ON "credit_block_list" USING btree ("kind","fingerprint") WHERE "removed_at" is null;
