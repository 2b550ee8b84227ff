CREATE TABLE "settlement_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"imported_by" text NOT NULL,
	"line_count" integer NOT NULL,
	"matched_count" integer NOT NULL,
	"refusals" jsonb NOT NULL,
	"settled_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_imports_file_uq" ON "settlement_imports" USING btree ("provider","file_sha256");--> statement-breakpoint
CREATE TABLE "settlement_exceptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payment_no" text NOT NULL,
	"provider_ref" text,
	"line_no" integer,
	"our_amount_cents" bigint,
	"their_amount_cents" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_exceptions_kind" CHECK ("settlement_exceptions"."kind" in ('not_posted', 'not_settled', 'amount_differs', 'refunded')),
	CONSTRAINT "settlement_exceptions_status" CHECK ("settlement_exceptions"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "settlement_exceptions" ADD CONSTRAINT "settlement_exceptions_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_exceptions_queue_idx" ON "settlement_exceptions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "settlement_exceptions_import_idx" ON "settlement_exceptions" USING btree ("import_id");
