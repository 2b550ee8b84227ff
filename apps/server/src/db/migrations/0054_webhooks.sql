-- Webhooks to the host app's back end (decision 120): an outbox written in the same transaction as the change,
-- delivered in order per loan (seq within order_key), at least once, with back-off; and each attempt's outcome.
CREATE TABLE "webhook_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"order_key" text NOT NULL,
	"order_no" text,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_id_unique" UNIQUE("id"),
	CONSTRAINT "webhook_events_state" CHECK ("webhook_events"."state" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "webhook_events_key_idx" ON "webhook_events" USING btree ("order_key","seq");--> statement-breakpoint
CREATE INDEX "webhook_events_undelivered_idx" ON "webhook_events" USING btree ("next_attempt_at") WHERE "webhook_events"."state" <> 'delivered';--> statement-breakpoint
CREATE INDEX "webhook_events_state_idx" ON "webhook_events" USING btree ("state","seq");--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_seq" bigint NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_event_seq_webhook_events_seq_fk" FOREIGN KEY ("event_seq") REFERENCES "public"."webhook_events"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_event_idx" ON "webhook_attempts" USING btree ("event_seq","id");
