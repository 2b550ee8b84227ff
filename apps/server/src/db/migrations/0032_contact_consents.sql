CREATE TABLE "contact_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"order_id" bigint NOT NULL REFERENCES "orders"("id"),
	"kind" text NOT NULL,
	"signer_name" text NOT NULL,
	"signed_on" date NOT NULL,
	"document_key" text NOT NULL,
	"recorded_by" integer NOT NULL REFERENCES "staff_users"("id"),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer REFERENCES "staff_users"("id"),
	"revoke_reason" text,
	CONSTRAINT "contact_consents_kind_known" CHECK ("contact_consents"."kind" in ('contact_other_hours'))
);
--> statement-breakpoint
CREATE INDEX "contact_consents_user_idx" ON "contact_consents" USING btree ("user_id","kind");
--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD COLUMN "ground" text;
