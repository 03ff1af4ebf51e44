CREATE TABLE "product_scope" (
	"product_id" uuid NOT NULL,
	"scope_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_scope_product_id_scope_id_pk" PRIMARY KEY("product_id","scope_id")
);
--> statement-breakpoint
CREATE INDEX "product_scope_newest_idx" ON "product_scope" USING btree ("scope_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_scope_price_idx" ON "product_scope" USING btree ("scope_id","base_price","product_id");--> statement-breakpoint
CREATE INDEX "product_scope_title_idx" ON "product_scope" USING btree ("scope_id","title","product_id");
--> statement-breakpoint
-- The page of ids of a plain category page from an index of the category's own scope (issue #15): product_scope
-- holds each live product once per category scope of product_facet, with the listing's sort keys, kept by
-- product_facet_refresh as the counts are; a title or creation time change refreshes the product too.
CREATE OR REPLACE FUNCTION "product_facet_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
	-- The category scopes' listing rows: the saved scopes (the catalogue's own listing has the indexes of 0009).
	DELETE FROM product_scope WHERE product_id = ANY(ids);
	INSERT INTO product_scope (product_id, scope_id, created_at, base_price, title)
		SELECT p.id, s.scope_id, p.created_at, p.base_price, p.title
			FROM product_facet f JOIN product p ON p.id = f.product_id CROSS JOIN LATERAL unnest(f.scope_ids) AS s(scope_id)
			WHERE f.product_id = ANY(ids) AND s.scope_id <> '00000000-0000-0000-0000-000000000000';
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_facet_on_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM product_facet_refresh(array(SELECT id FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM product_facet_refresh(array(SELECT id FROM old_rows));
	ELSE
		PERFORM product_facet_refresh(array(
			SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
				WHERE (n.deleted_at IS NULL) IS DISTINCT FROM (o.deleted_at IS NULL)
					OR n.availability IS DISTINCT FROM o.availability OR n.base_price IS DISTINCT FROM o.base_price
					OR n.title IS DISTINCT FROM o.title OR n.created_at IS DISTINCT FROM o.created_at));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO product_scope (product_id, scope_id, created_at, base_price, title)
	SELECT p.id, s.scope_id, p.created_at, p.base_price, p.title
		FROM product_facet f JOIN product p ON p.id = f.product_id CROSS JOIN LATERAL unnest(f.scope_ids) AS s(scope_id)
		WHERE s.scope_id <> '00000000-0000-0000-0000-000000000000';
--> statement-breakpoint
ANALYZE "product_scope";
