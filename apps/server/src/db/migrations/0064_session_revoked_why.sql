-- Why a session ended (decision 139): 'logout' when its own device logged out, 'everywhere' when the borrower
-- logged out on every device from another. A device whose session ended the second way is told so, not only
-- that its session expired. Sessions ended before this have none and read as expired, as they did.
ALTER TABLE "sessions" ADD COLUMN "revoked_why" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoked_why" CHECK ("sessions"."revoked_why" is null or "sessions"."revoked_why" in ('logout', 'everywhere'));
