ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_known";
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" in ('requested', 'pending', 'succeeded', 'failed', 'returned'));
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "merchant_id" integer;
--> statement-breakpoint
UPDATE "payouts" SET "merchant_id" = "users"."merchant_id" FROM "orders", "users" WHERE "orders"."id" = "payouts"."order_id" AND "users"."id" = "orders"."user_id";
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_id" bigint;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "channel" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_status" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "rebind" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "requested_on" date;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "settled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "settled_on" date;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "returned_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","updated_at");
--> statement-breakpoint
CREATE INDEX "payouts_merchant_day_idx" ON "payouts" USING btree ("merchant_id","requested_on");
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL REFERENCES "merchants"("id"),
	"daily_limit_cents" bigint,
	"hold_hours" integer DEFAULT 24 NOT NULL,
	"updated_by" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_settings_limit_positive" CHECK ("payout_settings"."daily_limit_cents" is null or "payout_settings"."daily_limit_cents" > 0),
	CONSTRAINT "payout_settings_hold_range" CHECK ("payout_settings"."hold_hours" between 0 and 720)
);
--> statement-breakpoint
CREATE TABLE "payout_hold_releases" (
	"account_id" bigint PRIMARY KEY NOT NULL REFERENCES "bank_accounts"("id"),
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
