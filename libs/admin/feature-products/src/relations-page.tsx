import { LoadError, MoveButtons, SearchBox, useUnsavedChangesGuard } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import { Button, Spinner } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_TOASTS } from './product-errors';
import { moveItem } from './move-item';
import { FormSkeleton } from './page-states';
import { ProductUpdateFrame } from './product-page-frame';
import { useSaveProductPart } from './use-save-product-part';
import { productKeys } from './product-queries';
import type { AdminProduct, ProductRelations, ProductRelationsInput } from './products-api';
import { useProductsFeatureApi } from './products-api-context';
import { toastText } from '@shop/errors';

const t = ru.adminProducts.relations;
const SEARCH_LIMIT = 10;

/** The three kinds of relation, in the order the page shows them. */
export const RELATION_KINDS = ['analogues', 'accessories', 'related'] as const;
type RelationKind = (typeof RELATION_KINDS)[number];

/** A related product as the page lists it. */
interface RelatedProduct {
  id: string;
  title: string;
  article: string;
}

type RelationsDraft = Record<RelationKind, RelatedProduct[]>;

function draftOf(relations: ProductRelations): RelationsDraft {
  const pick = (cards: ProductRelations[RelationKind]) =>
    cards.map(({ id, title, article }) => ({ id, title, article }));
  return {
    analogues: pick(relations.analogues),
    accessories: pick(relations.accessories),
    related: pick(relations.related),
  };
}

/** The `replaceProductRelations` body of a draft: ids in display order. */
export function toRelationsInput(draft: RelationsDraft): ProductRelationsInput {
  return {
    analogues: draft.analogues.map((product) => product.id),
    accessories: draft.accessories.map((product) => product.id),
    related: draft.related.map((product) => product.id),
  };
}

/** /admin/product/update/relations?id=: analogues, accessories and related products, each picked by search. */
export function ProductRelationsPage() {
  return (
    <ProductUpdateFrame title={ru.admin.pages.productUpdateRelations} tab="relations">
      {(product) => <Relations product={product} />}
    </ProductUpdateFrame>
  );
}

function Relations({ product }: { product: AdminProduct }) {
  const { products } = useProductsFeatureApi();
  const query = useQuery({
    queryKey: productKeys.part(product.id, 'relations'),
    queryFn: () => products.getRelations(product.id),
  });
  if (query.isError)
    return (
      <LoadError
        message={ru.adminProducts.page.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <FormSkeleton fields={3} />;
  return <RelationsForm key={query.dataUpdatedAt} product={product} saved={draftOf(query.data)} />;
}

function RelationsForm({ product, saved }: { product: AdminProduct; saved: RelationsDraft }) {
  const { products } = useProductsFeatureApi();
  const [draft, setDraft] = useState(saved);
  const dirty = JSON.stringify(toRelationsInput(draft)) !== JSON.stringify(toRelationsInput(saved));
  const save = useSaveProductPart(product.id, 'relations', () =>
    products.replaceRelations(product.id, toRelationsInput(draft)),
  );
  useUnsavedChangesGuard(dirty && !save.isPending);
  const setKind = (kind: RelationKind, list: RelatedProduct[]) => setDraft((current) => ({ ...current, [kind]: list }));

  return (
    <form
      className="admin-relations"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {RELATION_KINDS.map((kind) => (
        <RelationList
          key={kind}
          kind={kind}
          productId={product.id}
          list={draft[kind]}
          onChange={(list) => setKind(kind, list)}
        />
      ))}
      <div className="admin-form-actions">
        <Button type="submit" loading={save.isPending} disabled={!dirty}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

function RelationList({
  kind,
  productId,
  list,
  onChange,
}: {
  kind: RelationKind;
  productId: string;
  list: RelatedProduct[];
  onChange: (list: RelatedProduct[]) => void;
}) {
  const ids = list.map((product) => product.id);
  return (
    <fieldset className="admin-product-form__section">
      <legend>{t[kind]}</legend>
      {list.length === 0 ? (
        <p className="admin-products__hint">{t.empty}</p>
      ) : (
        <ol className="admin-relations__list">
          {list.map((product, index) => (
            <li key={product.id} className="admin-relations__item">
              <span>
                <span className="admin-relations__article">{product.article}</span> {product.title}
              </span>
              <span className="admin-media__actions">
                <MoveButtons
                  upLabel={`${t.moveUp}: ${product.title}`}
                  downLabel={`${t.moveDown}: ${product.title}`}
                  first={index === 0}
                  last={index === list.length - 1}
                  onMove={(step) => onChange(reorder(list, moveItem(ids, index, step)))}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`${t.remove}: ${product.title}`}
                  onClick={() => onChange(list.filter((other) => other.id !== product.id))}
                >
                  {t.remove}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <ProductSearch
        exclude={new Set([productId, ...ids])}
        label={`${t.searchLabel} (${t[kind].toLowerCase()})`}
        onAdd={(product) => onChange([...list, product])}
      />
    </fieldset>
  );
}

function reorder(list: RelatedProduct[], ids: string[]): RelatedProduct[] {
  const byId = new Map(list.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Finds products by title or article and offers the ones not yet listed (and never the product itself). */
function ProductSearch({
  exclude,
  label,
  onAdd,
}: {
  exclude: ReadonlySet<string>;
  label: string;
  onAdd: (product: RelatedProduct) => void;
}) {
  const { products } = useProductsFeatureApi();
  const [searchQuery, setSearchQuery] = useState('');
  const found = useQuery({
    queryKey: productKeys.search(searchQuery),
    queryFn: () =>
      products.list({
        page: 1,
        limit: SEARCH_LIMIT,
        searchQuery,
        categoryId: null,
        availability: null,
        includeDeleted: false,
      }),
    enabled: searchQuery !== '',
  });
  const offers = (found.data?.productList ?? []).filter((product) => !exclude.has(product.id));
  return (
    <div className="admin-relations__search">
      <SearchBox label={label} placeholder={t.searchPlaceholder} value={searchQuery} onSearch={setSearchQuery} />
      {searchQuery !== '' &&
        (found.isPending ? (
          <p className="admin-products__hint">
            <Spinner size="sm" decorative /> {t.searching}
          </p>
        ) : found.isError ? (
          <p className="ui-field__error">{toastText(found.error, PRODUCT_TOASTS)}</p>
        ) : offers.length === 0 ? (
          <p className="admin-products__hint">{t.nothingFound}</p>
        ) : (
          <ul className="admin-relations__list">
            {offers.map((product) => (
              <li key={product.id} className="admin-relations__item">
                <span>
                  <span className="admin-relations__article">{product.article}</span> {product.title}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={`${t.add}: ${product.title}`}
                  onClick={() => onAdd({ id: product.id, title: product.title, article: product.article })}
                >
                  {t.add}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
