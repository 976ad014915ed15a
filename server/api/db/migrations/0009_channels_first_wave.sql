ALTER TABLE "channels" ADD COLUMN "last_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "last_outbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "meta" jsonb;--> statement-breakpoint
ALTER TABLE "channel_poll_leases" ADD COLUMN "cursor" jsonb DEFAULT '{}'::jsonb NOT NULL;