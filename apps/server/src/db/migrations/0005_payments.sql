CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_hash_pk" PRIMARY KEY("user_id","scope","key_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel_number" text NOT NULL,
	"group_title" text NOT NULL,
	"name" text NOT NULL,
	"steps" jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider" text NOT NULL,
	"channel_number" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"pay_url" text DEFAULT '' NOT NULL,
	"pay_code" text DEFAULT '' NOT NULL,
	"qr_data" text DEFAULT '' NOT NULL,
	"bank_account_id" bigint,
	"otp_hash" text,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"otp_sent_at" timestamp with time zone,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	CONSTRAINT "payments_payment_no_unique" UNIQUE("payment_no"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'expired', 'cancelled', 'review')),
	CONSTRAINT "payments_completed_ref" CHECK ("payments"."status" <> 'completed' or "payments"."provider_ref" is not null)
);
--> statement-breakpoint
CREATE TABLE "repay_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_txns" (
	"txn_id" text PRIMARY KEY NOT NULL,
	"ref_no" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"pay_code" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"callback_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_provider_txns_ref_no_unique" UNIQUE("ref_no")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_guides" ADD CONSTRAINT "payment_guides_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_tokens" ADD CONSTRAINT "repay_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_tokens" ADD CONSTRAINT "repay_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_guides_uq" ON "payment_guides" USING btree ("merchant_id","channel_number","name");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_uq" ON "payments" USING btree ("provider","provider_ref");