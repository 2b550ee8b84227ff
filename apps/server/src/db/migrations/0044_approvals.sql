-- Maker-checker (decision 106): proposals a second staff member approves or rejects, and the per-action
-- settings. No setting row means one person, today's behaviour.
CREATE TABLE "approval_proposals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"target" text NOT NULL,
	"payload" jsonb NOT NULL,
	"amount_cents" bigint,
	"summary" text NOT NULL,
	"maker" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"checker" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"result" jsonb,
	CONSTRAINT "approval_proposals_status_known" CHECK ("approval_proposals"."status" in ('proposed', 'executed', 'rejected', 'expired')),
	CONSTRAINT "approval_proposals_decided_whole" CHECK (("approval_proposals"."status" = 'proposed') = ("approval_proposals"."decided_at" is null))
);
--> statement-breakpoint
CREATE INDEX "approval_proposals_open_idx" ON "approval_proposals" USING btree ("created_at") WHERE "approval_proposals"."status" = 'proposed';--> statement-breakpoint
CREATE TABLE "approval_settings" (
	"action" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"threshold_cents" bigint,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
