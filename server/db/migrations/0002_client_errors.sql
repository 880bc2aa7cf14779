CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"error_id" text NOT NULL,
	"user_id" text,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"user_agent" text,
	"breadcrumbs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_created_at_idx" ON "client_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_errors_error_id_idx" ON "client_errors" USING btree ("error_id");