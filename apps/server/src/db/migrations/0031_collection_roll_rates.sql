CREATE TABLE "collection_bucket_snapshots" (
	"business_date" date NOT NULL,
	"order_id" bigint NOT NULL REFERENCES "orders"("id"),
	"days_past_due" integer NOT NULL,
	"outstanding_cents" bigint NOT NULL,
	CONSTRAINT "collection_bucket_snapshots_pk" PRIMARY KEY ("business_date", "order_id"),
	CONSTRAINT "collection_bucket_snapshots_dpd" CHECK ("collection_bucket_snapshots"."days_past_due" >= 0)
);
