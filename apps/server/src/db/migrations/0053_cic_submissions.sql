-- Monthly credit data for the Credit Information Corporation (decision 119): each generated file with its
-- month, version, hash, counts, problems and who generated and submitted it; and the compliance staff role
-- that owns it.
CREATE TABLE "cic_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cic_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month" text NOT NULL,
	"version" integer NOT NULL,
	"corrects_id" bigint,
	"correction_reason" text,
	"status" text NOT NULL,
	"file_sha256" text NOT NULL,
	"content_sealed" text NOT NULL,
	"subject_count" integer NOT NULL,
	"contract_count" integer NOT NULL,
	"installment_count" integer NOT NULL,
	"contracts_by_status" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"generated_by" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "cic_submissions_status_known" CHECK ("cic_submissions"."status" in ('generated', 'submitted', 'corrected')),
	CONSTRAINT "cic_submissions_month_form" CHECK ("cic_submissions"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cic_submissions_month_version_uq" ON "cic_submissions" USING btree ("month","version");--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_known";--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" in ('agent', 'reviewer', 'finance', 'admin', 'risk', 'collector', 'collections_supervisor', 'compliance'));
