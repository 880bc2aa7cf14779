DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_phase_closing_idx";--> statement-breakpoint
DROP INDEX "orders_closing_on_idx";--> statement-breakpoint
DROP INDEX "orders_opened_idx";--> statement-breakpoint
DROP INDEX "orders_sale_price_idx";--> statement-breakpoint
DROP INDEX "orders_address_idx";--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_phase_closing_idx" ON "orders" USING btree ("phase","closing_on","id");--> statement-breakpoint
CREATE INDEX "orders_closing_on_idx" ON "orders" USING btree ("closing_on","id");--> statement-breakpoint
CREATE INDEX "orders_opened_idx" ON "orders" USING btree ("opened_date","id");--> statement-breakpoint
CREATE INDEX "orders_sale_price_idx" ON "orders" USING btree ("sale_price_cents","id");--> statement-breakpoint
CREATE INDEX "orders_address_idx" ON "orders" USING btree ("property_address","id");