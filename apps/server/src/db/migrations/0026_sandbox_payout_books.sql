CREATE TABLE "sandbox_payout_txns" (
	"txn_id" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"letter" text,
	"message" text DEFAULT '' NOT NULL,
	"outcome" text,
	"settle_at" timestamp with time zone,
	"settled_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
