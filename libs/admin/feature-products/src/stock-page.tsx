import { DataTable, LoadError, Panel, useUnsavedChangesGuard, type DataTableColumn } from '@shop/admin-ui-data';
import { hasErrorCode } from '@shop/api-client';
import { MAX_LEAD_TIME_DAYS, MAX_STOCK_ON_HAND } from '@shop/domain';
import { ErrorCode, toastText } from '@shop/errors';
import { fill, formatDateTime, formatNumber, ru } from '@shop/i18n-ru';
import { Button, Checkbox, Input, useToast } from '@shop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormSkeleton } from './page-states';
import { ProductUpdateFrame } from './product-page-frame';
import { productKeys } from './product-queries';
import type { AdminProduct, ProductStock, StockMovement } from './products-api';
import { useProductsFeatureApi } from './products-api-context';

const t = ru.adminProducts.stock;
/** Movements the page shows, newest first. */
export const SHOWN_MOVEMENTS = 50;

/** A whole number typed into a field, within `min`…`max`; null when it is not one. */
export function wholeNumberOf(text: string, min: number, max: number): number | null {
  const trimmed = text.replace(/\s/g, '');
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** /admin/product/update/stock?id=: the product's counted stock, its adjustments, sale on order and movements. */
export function ProductStockPage() {
  return (
    <ProductUpdateFrame title={ru.admin.pages.productUpdateStock} tab="stock">
      {(product) => <Stock product={product} />}
    </ProductUpdateFrame>
  );
}

function Stock({ product }: { product: AdminProduct }) {
  const { products } = useProductsFeatureApi();
  const stock = useQuery({
    queryKey: productKeys.part(product.id, 'stock'),
    queryFn: () => products.getStock(product.id),
  });
  if (stock.isPending) return <FormSkeleton fields={3} />;
  if (stock.isError)
    return <LoadError message={t.loadFailed} onRetry={() => void stock.refetch()} retrying={stock.isFetching} />;
  return (
    <div className="admin-stock">
      <Figures stock={stock.data} />
      <AdjustForm stock={stock.data} />
      <SettingsForm key={stock.data.updatedAt ?? 'untracked'} stock={stock.data} />
      <Movements productId={product.id} />
    </div>
  );
}

function Figures({ stock }: { stock: ProductStock }) {
  const pieces = (count: number) => fill(t.pieces, { count: formatNumber(count) });
  return (
    <Panel title={t.figuresLabel} intro={stock.tracked ? undefined : t.untracked}>
      <dl className="admin-stock__figures">
        <div>
          <dt>{t.onHand}</dt>
          <dd>{pieces(stock.onHand)}</dd>
        </div>
        <div>
          <dt>{t.reserved}</dt>
          <dd>{pieces(stock.reserved)}</dd>
        </div>
        <div>
          <dt>{t.free}</dt>
          <dd>{pieces(stock.free)}</dd>
        </div>
        <div>
          <dt>{t.shownAs}</dt>
          <dd>{ru.adminProducts.availability[stock.availability]}</dd>
        </div>
      </dl>
    </Panel>
  );
}

/** The stock queries of the product go stale after a write: the reply is the figures, the movements are read again. */
function useStockWrite<Variables>(productId: string, write: (variables: Variables) => Promise<ProductStock>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (reply) => {
      queryClient.setQueryData(productKeys.part(productId, 'stock'), reply);
      await queryClient.invalidateQueries({ queryKey: productKeys.part(productId, 'stock-movements') });
      // The product's availability shows in its form and the lists.
      await queryClient.invalidateQueries({ queryKey: productKeys.detail(productId), exact: true });
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

function AdjustForm({ stock }: { stock: ProductStock }) {
  const { products } = useProductsFeatureApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [onHand, setOnHand] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ onHand?: string; reason?: string }>({});
  const adjust = useStockWrite(stock.productId, (body: { onHand: number; reason: string }) =>
    products.adjustStock(stock.productId, { ...body, expectedOnHand: stock.tracked ? stock.onHand : null }),
  );
  useUnsavedChangesGuard((onHand !== '' || reason.trim() !== '') && !adjust.isPending);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = wholeNumberOf(onHand, 0, MAX_STOCK_ON_HAND);
    const next = {
      ...(value === null ? { onHand: t.onHandInvalid } : {}),
      ...(reason.trim() === '' ? { reason: t.reasonRequired } : {}),
    };
    setErrors(next);
    if (value === null || next.reason !== undefined) return;
    try {
      await adjust.mutateAsync({ onHand: value, reason: reason.trim() });
      setOnHand('');
      setReason('');
      toast.success(t.adjusted);
    } catch (error) {
      if (hasErrorCode(error, ErrorCode.Conflict)) {
        toast.error(t.conflict);
        await queryClient.invalidateQueries({ queryKey: productKeys.part(stock.productId, 'stock') });
        return;
      }
      toast.error(toastText(error));
    }
  };

  return (
    <Panel title={t.adjustTitle} intro={t.adjustHint}>
      <form className="admin-stock__form" noValidate onSubmit={(event) => void submit(event)}>
        <Input
          label={t.newOnHand}
          inputMode="numeric"
          autoComplete="off"
          value={onHand}
          error={errors.onHand}
          onChange={(event) => setOnHand(event.target.value)}
        />
        <Input
          label={t.reason}
          autoComplete="off"
          maxLength={500}
          value={reason}
          hint={t.reasonHint}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="admin-form-actions">
          <Button type="submit" loading={adjust.isPending}>
            {t.adjust}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function SettingsForm({ stock }: { stock: ProductStock }) {
  const { products } = useProductsFeatureApi();
  const toast = useToast();
  const [backorder, setBackorder] = useState(stock.backorder);
  const [saleStopped, setSaleStopped] = useState(stock.saleStopped);
  const [leadTime, setLeadTime] = useState(stock.leadTimeDays === null ? '' : String(stock.leadTimeDays));
  const [leadTimeError, setLeadTimeError] = useState<string | undefined>();
  const save = useStockWrite(stock.productId, (body: Parameters<typeof products.updateStockSettings>[1]) =>
    products.updateStockSettings(stock.productId, body),
  );
  const dirty =
    backorder !== stock.backorder ||
    saleStopped !== stock.saleStopped ||
    leadTime.trim() !== (stock.leadTimeDays === null ? '' : String(stock.leadTimeDays));
  useUnsavedChangesGuard(dirty && !save.isPending);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const days = leadTime.trim() === '' ? null : wholeNumberOf(leadTime, 1, MAX_LEAD_TIME_DAYS);
    if (leadTime.trim() !== '' && days === null) return setLeadTimeError(t.leadTimeInvalid);
    setLeadTimeError(undefined);
    try {
      await save.mutateAsync({ backorder, saleStopped, leadTimeDays: days });
      toast.success();
    } catch (error) {
      toast.error(toastText(error));
    }
  };

  return (
    <Panel title={t.settingsTitle}>
      <form className="admin-stock__form" noValidate onSubmit={(event) => void submit(event)}>
        <Checkbox label={t.backorder} checked={backorder} onChange={(event) => setBackorder(event.target.checked)} />
        <Input
          label={t.leadTime}
          inputMode="numeric"
          autoComplete="off"
          value={leadTime}
          hint={t.leadTimeHint}
          error={leadTimeError}
          onChange={(event) => setLeadTime(event.target.value)}
        />
        <Checkbox
          label={t.saleStopped}
          checked={saleStopped}
          onChange={(event) => setSaleStopped(event.target.checked)}
        />
        <div className="admin-form-actions">
          <Button type="submit" loading={save.isPending}>
            {t.saveSettings}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

const change = (from: number, to: number) => fill(t.change, { from: formatNumber(from), to: formatNumber(to) });

const columns: DataTableColumn<StockMovement>[] = [
  { id: 'at', header: t.columns.at, cell: (m) => formatDateTime(m.createdAt), nowrap: true },
  { id: 'kind', header: t.columns.kind, cell: (m) => t.kinds[m.kind], nowrap: true },
  { id: 'onHand', header: t.columns.onHand, cell: (m) => change(m.onHandFrom, m.onHandTo), nowrap: true },
  { id: 'reserved', header: t.columns.reserved, cell: (m) => change(m.reservedFrom, m.reservedTo), nowrap: true },
  {
    id: 'order',
    header: t.columns.order,
    cell: (m) => (m.order === null ? '—' : fill(t.orderNumber, { number: m.order.number })),
    nowrap: true,
  },
  { id: 'reason', header: t.columns.reason, cell: (m) => m.reason ?? '—', wide: true },
  { id: 'by', header: t.columns.by, cell: (m) => m.changedBy?.email ?? '—' },
];

function Movements({ productId }: { productId: string }) {
  const { products } = useProductsFeatureApi();
  const movements = useQuery({
    queryKey: productKeys.part(productId, 'stock-movements'),
    queryFn: () => products.listStockMovements(productId, SHOWN_MOVEMENTS),
  });
  const total = movements.data?.total ?? 0;
  return (
    <Panel title={t.movementsTitle}>
      {movements.isError ? (
        <LoadError message={t.loadFailed} onRetry={() => void movements.refetch()} retrying={movements.isFetching} />
      ) : movements.data !== undefined && total === 0 ? (
        <p>{t.noMovements}</p>
      ) : (
        <>
          <DataTable
            label={t.movementsLabel}
            columns={columns}
            rows={movements.data?.movements}
            rowKey={(m) => m.id}
            loading={movements.isPending}
          />
          {total > SHOWN_MOVEMENTS && (
            <p className="admin-products__hint">{fill(t.movementsShown, { shown: SHOWN_MOVEMENTS, total })}</p>
          )}
        </>
      )}
    </Panel>
  );
}
