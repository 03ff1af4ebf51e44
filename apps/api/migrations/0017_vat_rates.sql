-- НДС 22 % since 1 January 2026 (425-ФЗ, issue #30). Each order keeps the rate it was placed with, so a change of
-- the setting never rewrites an issued invoice; the orders placed so far get the rate the shop had set until now.
ALTER TABLE "orders" ADD COLUMN "vat_rate" text;--> statement-breakpoint
UPDATE "orders" SET "vat_rate" = coalesce((SELECT "vat_rate" FROM "site_settings" WHERE "id" = 1), '20');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_rate" SET DEFAULT '22';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_rate_check" CHECK ("orders"."vat_rate" in ('22', '20', '10', '7', '5', '0', 'none'));--> statement-breakpoint
ALTER TABLE "site_settings_change" ADD COLUMN "note" text;--> statement-breakpoint
-- A shop on 20 % moves to 22 % for new orders, as its administrator would, and the history says who and why.
ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_vat_rate_check";--> statement-breakpoint
INSERT INTO "site_settings_change" ("field", "old_value", "new_value", "changed_by", "note")
	SELECT 'vatRate', '"20"'::jsonb, '"22"'::jsonb, NULL, 'Обновление магазина: основная ставка НДС 22 % с 1 января 2026 года (425-ФЗ); заказы, оформленные раньше, сохранили свою ставку'
	FROM "site_settings" WHERE "id" = 1 AND "vat_rate" = '20';--> statement-breakpoint
UPDATE "site_settings" SET "vat_rate" = '22', "updated_at" = now() WHERE "id" = 1 AND "vat_rate" = '20';--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "vat_rate" SET DEFAULT '22';--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_vat_rate_check" CHECK ("site_settings"."vat_rate" in ('22', '10', '7', '5', '0', 'none'));
