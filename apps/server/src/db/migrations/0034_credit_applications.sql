-- Issue 18 point 4 (decision 084): borrower credit held on one order applied to another open order of
-- the same borrower. One row per application, written in the posting's transaction; the request id the
-- console sends is unique, so a double tap or a retry applies once and answers the first result.
CREATE TABLE "credit_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"request_id" text NOT NULL,
	"source_order_id" bigint NOT NULL,
	"target_order_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"target_credit_cents" bigint NOT NULL,
	"target_status" integer NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_amount_positive" CHECK ("credit_applications"."amount_cents" > 0),
	CONSTRAINT "credit_applications_two_orders" CHECK ("credit_applications"."source_order_id" <> "credit_applications"."target_order_id")
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_target_order_id_orders_id_fk" FOREIGN KEY ("target_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_applications_request_uq" ON "credit_applications" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "credit_applications_source_idx" ON "credit_applications" USING btree ("source_order_id");--> statement-breakpoint
CREATE INDEX "credit_applications_target_idx" ON "credit_applications" USING btree ("target_order_id");
