CREATE INDEX "gift_links_order" ON "gift_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_requests_order" ON "service_requests" USING btree ("order_id","kind");