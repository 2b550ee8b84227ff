CREATE TABLE "agreement_template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"version" integer NOT NULL,
	"clauses" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_template_versions_position_known" CHECK ("agreement_template_versions"."position" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "agreement_template_versions" ADD CONSTRAINT "agreement_template_versions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_template_versions_uq" ON "agreement_template_versions" USING btree ("merchant_id","position","version");