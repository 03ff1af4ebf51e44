import { useUnsavedChangesGuard } from '@shop/admin-ui-data';
import { formatMoney, ru } from '@shop/i18n-ru';
import { Button, Input } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { moneyToInput, parseMoneyInput } from './money-input';
import { ChoicesGate } from './page-states';
import { ProductUpdateFrame } from './product-page-frame';
import { useSaveProductPart } from './use-save-product-part';
import { customerGroupsQueryOptions, productKeys } from './product-queries';
import type { CustomerGroup } from './lookups-api';
import type { AdminProduct, GroupPrice, GroupPriceInput } from './products-api';
import { useProductsFeatureApi } from './products-api-context';

const t = ru.adminProducts.groupPrice;

/** Typed prices per customer group id ('' = no group price). */
export type GroupPriceDraft = Record<string, string>;

/** The draft of saved prices: every group with a price shows it with a Russian comma. */
export function groupPriceDraftOf(prices: readonly GroupPrice[]): GroupPriceDraft {
  return Object.fromEntries(prices.map((price) => [price.customerGroup.id, moneyToInput(price.price)]));
}

/**
 * The `replaceProductGroupPrices` list of a draft, or the ids of groups whose price does not parse.
 * Empty fields are left out: the API then gives that group no group price (its discount applies).
 */
export function toGroupPriceList(draft: GroupPriceDraft): { prices: GroupPriceInput[]; invalid: string[] } {
  const prices: GroupPriceInput[] = [];
  const invalid: string[] = [];
  for (const [customerGroupId, text] of Object.entries(draft)) {
    if (text.trim() === '') continue;
    const price = parseMoneyInput(text);
    if (price === null) invalid.push(customerGroupId);
    else prices.push({ customerGroupId, price });
  }
  return { prices, invalid };
}

/** /admin/product/update/group-price?id=: the product's price for each customer group. */
export function ProductGroupPricePage() {
  return (
    <ProductUpdateFrame title={ru.admin.pages.productUpdateGroupPrice} tab="group-price">
      {(product) => <GroupPrices product={product} />}
    </ProductUpdateFrame>
  );
}

function GroupPrices({ product }: { product: AdminProduct }) {
  const { products, lookups } = useProductsFeatureApi();
  const groups = useQuery(customerGroupsQueryOptions(lookups));
  const prices = useQuery({
    queryKey: productKeys.part(product.id, 'group-prices'),
    queryFn: () => products.getGroupPrices(product.id),
  });
  return (
    <ChoicesGate choices={groups} saved={prices} loadFailed={t.loadFailed} noChoices={t.noGroups} skeletonFields={3}>
      {(list, saved) => <GroupPriceForm product={product} groups={list} saved={groupPriceDraftOf(saved)} />}
    </ChoicesGate>
  );
}

function GroupPriceForm({
  product,
  groups,
  saved,
}: {
  product: AdminProduct;
  groups: CustomerGroup[];
  saved: GroupPriceDraft;
}) {
  const { products } = useProductsFeatureApi();
  const [draft, setDraft] = useState<GroupPriceDraft>(saved);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const dirty = groups.some((group) => (draft[group.id] ?? '').trim() !== (saved[group.id] ?? ''));
  const save = useSaveProductPart(product.id, 'group-prices', (list: GroupPriceInput[]) =>
    products.replaceGroupPrices(product.id, list),
  );
  useUnsavedChangesGuard(dirty && !save.isPending);

  const submit = () => {
    const { prices, invalid: wrong } = toGroupPriceList(draft);
    setInvalid(wrong);
    if (wrong.length === 0) save.mutate(prices);
  };

  return (
    <form
      className="admin-group-prices"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="admin-products__hint">{t.basePrice.replace('{price}', formatMoney(product.basePrice))}</p>
      <ul className="admin-group-prices__list" aria-label={t.tableLabel}>
        {groups.map((group) => (
          <li key={group.id} className="admin-group-prices__row">
            <Input
              label={group.title}
              inputMode="decimal"
              autoComplete="off"
              value={draft[group.id] ?? ''}
              hint={`${t.discount}: ${group.discountPercent}%. ${t.priceHint}`}
              error={invalid.includes(group.id) ? ru.adminProducts.form.priceInvalid : undefined}
              onChange={(event) => setDraft((current) => ({ ...current, [group.id]: event.target.value }))}
            />
          </li>
        ))}
      </ul>
      <div className="admin-form-actions">
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
