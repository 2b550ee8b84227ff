-- Every money movement and credit decision is in the audit log (decision 107): the order, the borrower and the
-- amount are columns of their own, so the console's search by order or borrower is an indexed query, not a
-- scan of the JSON. Nullable: most back-office changes concern no order. The log stays append-only (0007);
-- entries written before this keep their order in `target` only, and the search looks there as well.
ALTER TABLE "audit_log" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "borrower_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
CREATE INDEX "audit_log_order_idx" ON "audit_log" USING btree ("order_no", "id");--> statement-breakpoint
CREATE INDEX "audit_log_borrower_idx" ON "audit_log" USING btree ("borrower_id", "id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action", "id");
