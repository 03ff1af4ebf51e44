ALTER TABLE "product_stock" ADD COLUMN "shown_free" integer;--> statement-breakpoint
-- What the pages show now of the rows counted so far (SHOWN_STOCK_LIMIT + 1 = 51, see shownFreeQuantity).
UPDATE "product_stock" SET "shown_free" = least(greatest("on_hand" - "reserved", 0), 51);
