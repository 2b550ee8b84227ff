CREATE TABLE "payouts" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"reference" text,
	"reason" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_succeeded_ref" CHECK ("payouts"."status" <> 'succeeded' or "payouts"."reference" is not null)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;