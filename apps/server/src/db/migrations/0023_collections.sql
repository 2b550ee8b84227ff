CREATE TABLE "collection_assignments" (
	"order_id" bigint PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
	"staff_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "collection_assignments_staff_idx" ON "collection_assignments" USING btree ("staff_id");
--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL REFERENCES "orders"("id"),
	"staff_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"days_past_due" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_contacts_channel_known" CHECK ("collection_contacts"."channel" in ('call', 'sms', 'email', 'visit'))
);
--> statement-breakpoint
CREATE INDEX "collection_contacts_order_idx" ON "collection_contacts" USING btree ("order_id","at");
--> statement-breakpoint
CREATE TABLE "promises_to_pay" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promises_to_pay_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL REFERENCES "orders"("id"),
	"staff_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"promised_on" date NOT NULL,
	"made_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promises_to_pay_amount_positive" CHECK ("promises_to_pay"."amount_cents" > 0),
	CONSTRAINT "promises_to_pay_status_known" CHECK ("promises_to_pay"."status" in ('open', 'kept', 'broken'))
);
--> statement-breakpoint
CREATE INDEX "promises_to_pay_order_idx" ON "promises_to_pay" USING btree ("order_id","status");
