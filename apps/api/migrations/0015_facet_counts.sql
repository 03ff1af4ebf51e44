CREATE TABLE "facet_count" (
	"scope_id" uuid NOT NULL,
	"facet" text NOT NULL,
	"value_text" text DEFAULT '' NOT NULL,
	"value_number" numeric DEFAULT '0' NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "facet_count_scope_id_facet_value_text_value_number_pk" PRIMARY KEY("scope_id","facet","value_text","value_number")
);
--> statement-breakpoint
CREATE TABLE "product_facet" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"scope_ids" uuid[] NOT NULL,
	"facets" text[] NOT NULL,
	"value_texts" text[] NOT NULL,
	"value_numbers" numeric[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "facet_count_zero_idx" ON "facet_count" USING btree ("scope_id") WHERE "facet_count"."n" = 0;--> statement-breakpoint
-- Facet counts kept by the writes (issue #15), as order_day_stats is in 0014: the plain category page reads a few
-- dozen counter rows of its scope instead of counting its sub-tree's products. product_facet_refresh(ids) makes the
-- counts of the given products right from whatever they are now: it subtracts what product_facet says each one
-- added, adds what it adds now, and saves that. So each trigger below only names the products a statement touched.
-- Scopes of a product: every live category whose live sub-tree holds it (its live categories and their ancestors up
-- a chain of live categories, as the listing's sub-tree walks down), each once, and the whole catalogue.
CREATE FUNCTION "product_facet_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
	-- One writer of the counts at a time (taken first by product_facet_lock, before the statement's row locks):
	-- counter rows such as the catalogue's 'in_stock' are shared by every product, and two writers locking them
	-- in different orders would deadlock.
	PERFORM pg_advisory_xact_lock(150015);
	WITH RECURSIVE up(product_id, category_id) AS (
		SELECT pc.product_id, pc.category_id
			FROM product_category pc JOIN category c ON c.id = pc.category_id AND c.deleted_at IS NULL
			WHERE pc.product_id = ANY(ids)
		UNION
		SELECT up.product_id, c.parent_id
			FROM up JOIN category c ON c.id = up.category_id JOIN category parent ON parent.id = c.parent_id AND parent.deleted_at IS NULL
	),
	live AS (
		SELECT p.id, p.availability, p.base_price FROM product p
			WHERE p.id = ANY(ids) AND p.deleted_at IS NULL AND p.availability <> 'not_sold'
	),
	keys(product_id, facet, value_text, value_number) AS (
		SELECT l.id, 'availability', l.availability, 0::numeric FROM live l
		UNION ALL
		SELECT l.id, 'price', '', l.base_price FROM live l
		UNION ALL
		SELECT l.id, v.attribute_id::text,
				CASE WHEN a.type = 'number' THEN '' ELSE coalesce(v.value_text, v.value_boolean::text, '') END,
				CASE WHEN a.type = 'number' THEN coalesce(v.value_number, 0) ELSE 0 END
			FROM live l JOIN product_attribute_value v ON v.product_id = l.id JOIN attribute a ON a.id = v.attribute_id AND a.is_filterable
		UNION ALL
		SELECT l.id, 'gp:' || gp.customer_group_id, '', gp.price FROM live l JOIN customer_group_price gp ON gp.product_id = l.id
		UNION ALL
		SELECT l.id, 'gpb:' || gp.customer_group_id, '', l.base_price FROM live l JOIN customer_group_price gp ON gp.product_id = l.id
	),
	fresh AS (
		SELECT l.id AS product_id,
				coalesce(s.scope_ids, '{}') || '00000000-0000-0000-0000-000000000000'::uuid AS scope_ids,
				k.facets, k.value_texts, k.value_numbers
			FROM live l
			JOIN (
				SELECT product_id,
						array_agg(facet ORDER BY facet, value_text, value_number) AS facets,
						array_agg(value_text ORDER BY facet, value_text, value_number) AS value_texts,
						array_agg(value_number ORDER BY facet, value_text, value_number) AS value_numbers
					FROM keys GROUP BY product_id
			) k ON k.product_id = l.id
			LEFT JOIN (SELECT product_id, array_agg(category_id ORDER BY category_id) AS scope_ids FROM up GROUP BY product_id) s ON s.product_id = l.id
	),
	old AS (DELETE FROM product_facet WHERE product_id = ANY(ids) RETURNING *),
	saved AS (INSERT INTO product_facet (product_id, scope_ids, facets, value_texts, value_numbers) SELECT * FROM fresh),
	delta AS (
		SELECT s.scope_id, k.facet, k.value_text, k.value_number, sum(x.d)::int AS d
			FROM (
				SELECT o.scope_ids, o.facets, o.value_texts, o.value_numbers, -1 AS d FROM old o
				UNION ALL
				SELECT f.scope_ids, f.facets, f.value_texts, f.value_numbers, 1 FROM fresh f
			) x
			CROSS JOIN LATERAL unnest(x.scope_ids) AS s(scope_id)
			CROSS JOIN LATERAL unnest(x.facets, x.value_texts, x.value_numbers) AS k(facet, value_text, value_number)
			GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0
	)
	INSERT INTO facet_count AS c (scope_id, facet, value_text, value_number, n)
		SELECT scope_id, facet, value_text, value_number, d FROM delta ORDER BY 1, 2, 3, 4
		ON CONFLICT (scope_id, facet, value_text, value_number) DO UPDATE SET n = c.n + excluded.n;
	DELETE FROM facet_count WHERE n = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_facet_lock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(150015);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A product's own row: created, deleted, restored, sold or not, priced.
CREATE FUNCTION "product_facet_on_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM product_facet_refresh(array(SELECT id FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM product_facet_refresh(array(SELECT id FROM old_rows));
	ELSE
		PERFORM product_facet_refresh(array(
			SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
				WHERE (n.deleted_at IS NULL) IS DISTINCT FROM (o.deleted_at IS NULL)
					OR n.availability IS DISTINCT FROM o.availability OR n.base_price IS DISTINCT FROM o.base_price));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A product's categories, attribute values and group prices: every row names its product.
CREATE FUNCTION "product_facet_on_product_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM product_facet_refresh(array(SELECT DISTINCT product_id FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM product_facet_refresh(array(SELECT DISTINCT product_id FROM old_rows));
	ELSE
		PERFORM product_facet_refresh(array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A category moved, deleted or restored: the products of its whole sub-tree (deleted categories included, as their
-- live descendants' chains changed too) change scopes.
CREATE FUNCTION "product_facet_on_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM product_facet_refresh(array(
		WITH RECURSIVE changed(id) AS (
			SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
				WHERE n.parent_id IS DISTINCT FROM o.parent_id OR (n.deleted_at IS NULL) IS DISTINCT FROM (o.deleted_at IS NULL)
			UNION
			SELECT c.id FROM changed JOIN category c ON c.parent_id = changed.id
		)
		SELECT DISTINCT pc.product_id FROM changed JOIN product_category pc ON pc.category_id = changed.id));
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An attribute made filterable or not (or retyped): the products that have a value of it.
CREATE FUNCTION "product_facet_on_attribute"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM product_facet_refresh(array(
		SELECT DISTINCT v.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN product_attribute_value v ON v.attribute_id = n.id
			WHERE n.is_filterable IS DISTINCT FROM o.is_filterable OR n.type IS DISTINCT FROM o.type));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_facet_lock" BEFORE INSERT OR UPDATE OR DELETE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_lock"();--> statement-breakpoint
CREATE TRIGGER "product_facet_lock" BEFORE INSERT OR UPDATE OR DELETE ON "product_category" FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_lock"();--> statement-breakpoint
CREATE TRIGGER "product_facet_lock" BEFORE INSERT OR UPDATE OR DELETE ON "product_attribute_value" FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_lock"();--> statement-breakpoint
CREATE TRIGGER "product_facet_lock" BEFORE INSERT OR UPDATE OR DELETE ON "customer_group_price" FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_lock"();--> statement-breakpoint
CREATE TRIGGER "product_facet_lock" BEFORE UPDATE OR DELETE ON "category" FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_lock"();--> statement-breakpoint
CREATE TRIGGER "product_facet_lock" BEFORE UPDATE ON "attribute" FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_lock"();--> statement-breakpoint
CREATE TRIGGER "product_facet_lock" BEFORE DELETE ON "customer_group" FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_lock"();--> statement-breakpoint
CREATE TRIGGER "product_facet_insert" AFTER INSERT ON "product" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product"();--> statement-breakpoint
CREATE TRIGGER "product_facet_update" AFTER UPDATE ON "product" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product"();--> statement-breakpoint
CREATE TRIGGER "product_facet_delete" AFTER DELETE ON "product" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product"();--> statement-breakpoint
CREATE TRIGGER "product_facet_insert" AFTER INSERT ON "product_category" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product_rows"();--> statement-breakpoint
CREATE TRIGGER "product_facet_update" AFTER UPDATE ON "product_category" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product_rows"();--> statement-breakpoint
CREATE TRIGGER "product_facet_delete" AFTER DELETE ON "product_category" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product_rows"();--> statement-breakpoint
CREATE TRIGGER "product_facet_insert" AFTER INSERT ON "product_attribute_value" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product_rows"();--> statement-breakpoint
CREATE TRIGGER "product_facet_update" AFTER UPDATE ON "product_attribute_value" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product_rows"();--> statement-breakpoint
CREATE TRIGGER "product_facet_delete" AFTER DELETE ON "product_attribute_value" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product_rows"();--> statement-breakpoint
CREATE TRIGGER "product_facet_insert" AFTER INSERT ON "customer_group_price" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product_rows"();--> statement-breakpoint
CREATE TRIGGER "product_facet_update" AFTER UPDATE ON "customer_group_price" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product_rows"();--> statement-breakpoint
CREATE TRIGGER "product_facet_delete" AFTER DELETE ON "customer_group_price" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_product_rows"();--> statement-breakpoint
CREATE TRIGGER "product_facet_update" AFTER UPDATE ON "category" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_category"();--> statement-breakpoint
CREATE TRIGGER "product_facet_update" AFTER UPDATE ON "attribute" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_on_attribute"();--> statement-breakpoint
SELECT product_facet_refresh(array(SELECT id FROM product));
--> statement-breakpoint
-- Statistics for the planner now: the backfill filled the tables, and autovacuum may be off or late.
ANALYZE "facet_count";--> statement-breakpoint
ANALYZE "product_facet";
