import { DataTable, type DataTableColumn, DEFAULT_LIST_LIMIT, SearchBox } from '@shop/admin-ui-data';
import { formatMoney, ru, toKopecks } from '@shop/i18n-ru';
import { Button, useToast } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CustomerGroup, GroupPrice, PageQuery } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { CATALOGUE_TOASTS } from '../shared/catalogue-errors';
import { cataloguePaths } from '../shared/catalogue-paths';
import { ListPagination } from '../shared/paged-list';
import { LoadError } from '../shared/page-states';
import { groupPricesQueryOptions, useSetGroupPrices } from './customer-group-queries';
import { toastText } from '@shop/errors';

const t = ru.adminCatalogue.customerGroup.prices;
const common = ru.adminCatalogue.common;

/** The contract's MoneyInput: roubles with up to two decimals (a comma is accepted and turned into a point). */
const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** A typed price as the API takes it, or null when it is not a valid amount. */
export function toMoneyInput(text: string): string | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  return MONEY_PATTERN.test(normalized) ? normalized : null;
}

/**
 * The product prices of a group: each can be edited in place and saved together, or removed. The
 * prices are set per product on the product's group-price page; this list is for reviewing them.
 * Unsaved edits are reported up so the page's one unsaved-changes guard covers them.
 */
export function GroupPrices({
  group,
  onDirtyChange,
}: {
  group: CustomerGroup;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const api = useCatalogueApi();
  const toast = useToast();
  const [query, setQuery] = useState<PageQuery>({ page: 1, limit: DEFAULT_LIST_LIMIT, searchQuery: '' });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const prices = useQuery(groupPricesQueryOptions(api, group.id, query));
  const save = useSetGroupPrices(api, group.id);

  const changed = Object.entries(edits);
  const invalid = changed.some(([, text]) => toMoneyInput(text) === null);
  useEffect(() => onDirtyChange(changed.length > 0), [changed.length, onDirtyChange]);

  const setEdit = (row: GroupPrice, text: string) =>
    setEdits((current) => {
      const next = { ...current };
      // Typing the saved amount back ('1500' for '1500.00') is no change.
      const money = toMoneyInput(text);
      if (money !== null && toKopecks(money) === toKopecks(row.price)) delete next[row.product.id];
      else next[row.product.id] = text;
      return next;
    });

  const onSave = () =>
    save.mutate(
      changed.map(([productId, text]) => ({ productId, price: toMoneyInput(text) })),
      {
        onSuccess: () => {
          setEdits({});
          toast.success(t.saved);
        },
        onError: (error) => toast.error(toastText(error, CATALOGUE_TOASTS)),
      },
    );
  const onRemove = (row: GroupPrice) =>
    save.mutate([{ productId: row.product.id, price: null }], {
      onSuccess: () => {
        setEdits(({ [row.product.id]: _removed, ...rest }) => rest);
        toast.success(t.saved);
      },
      onError: (error) => toast.error(toastText(error, CATALOGUE_TOASTS)),
    });

  const columns: readonly DataTableColumn<GroupPrice>[] = [
    { id: 'article', header: t.columns.article, nowrap: true, cell: (row) => <code>{row.product.article}</code> },
    {
      id: 'title',
      header: t.columns.title,
      wide: true,
      cell: (row) => (
        <Link
          className="admin-catalogue__link admin-catalogue__link--wrap"
          to={cataloguePaths.productUpdate(row.product.id)}
        >
          {row.product.title}
        </Link>
      ),
    },
    {
      id: 'price',
      header: t.columns.price,
      nowrap: true,
      cell: (row) => {
        const text = edits[row.product.id] ?? row.price;
        const bad = toMoneyInput(text) === null;
        return (
          <input
            className="ui-input admin-group-price-input"
            inputMode="decimal"
            value={text}
            title={bad ? t.priceInvalid : formatMoney(row.price)}
            aria-label={t.priceLabel.replace('{title}', row.product.title)}
            aria-invalid={bad || undefined}
            onChange={(event) => setEdit(row, event.target.value)}
          />
        );
      },
    },
    {
      id: 'actions',
      header: common.actions,
      nowrap: true,
      cell: (row) => (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={save.isPending}
          onClick={() => onRemove(row)}
          aria-label={`${t.removePrice}: ${row.product.title}`}
        >
          {t.removePrice}
        </Button>
      ),
    },
  ];

  return (
    <section className="admin-catalogue__section" aria-labelledby="admin-group-prices-title">
      <h2 id="admin-group-prices-title">
        {t.heading} <span className="admin-catalogue__subtitle">({group.priceCount})</span>
      </h2>
      <p className="admin-catalogue__muted">{t.hint}</p>
      <SearchBox
        label={common.searchLabel}
        placeholder={t.searchPlaceholder}
        value={query.searchQuery}
        onSearch={(searchQuery) => setQuery((q) => ({ ...q, searchQuery, page: 1 }))}
      />
      {prices.isError && !prices.data ? (
        <LoadError onRetry={() => void prices.refetch()} retrying={prices.isFetching} />
      ) : (
        <>
          <DataTable
            label={t.tableLabel}
            columns={columns}
            rows={prices.data?.groupPriceList}
            rowKey={(row) => row.product.id}
            loading={prices.isPending}
            refreshing={prices.isPlaceholderData}
            skeletonRows={3}
          />
          <ListPagination
            query={query}
            total={prices.data?.pagination.total}
            onChange={(next) => setQuery((q) => ({ ...q, ...next }))}
          />
        </>
      )}
      <div className="admin-form-actions">
        <Button type="button" disabled={changed.length === 0 || invalid} loading={save.isPending} onClick={onSave}>
          {changed.length === 0 ? t.noChanges : t.save}
        </Button>
        {invalid && <p className="ui-field__error">{t.priceInvalid}</p>}
      </div>
    </section>
  );
}
