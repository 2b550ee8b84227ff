-- The vintage curves read when each loan first stood 30+ days past due at a close of business
-- (decision 085): a partial index finds a loan's few such snapshots without reading its others.
CREATE INDEX "collection_bucket_snapshots_dpd30_idx" ON "collection_bucket_snapshots" USING btree ("order_id", "business_date") WHERE "days_past_due" >= 30;
