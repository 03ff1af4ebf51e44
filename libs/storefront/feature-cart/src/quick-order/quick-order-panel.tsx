import { unwrap } from '@shop/api-client';
import { CROSS_TAB_EVENTS } from '@shop/domain';
import { plural, ru } from '@shop/i18n-ru';
import { broadcastEvent, browserStorage } from '@shop/session';
import { failureToastText, forgetShopperIds, recoverUnknownShopperIds, useApi } from '@shop/storefront-data-access';
import { Button, FileField, Textarea, useToast } from '@shop/ui-kit';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useCartStore } from '../react';
import { parseQuickOrderText, QUICK_ORDER_MAX_LINES } from './parse-lines';
import { cartAdditions, previewCounts, previewRows, type QuickOrderPreviewRow } from './quick-order';
import { QuickOrderPreview } from './quick-order-preview';
import { QuickOrderFileError, readQuickOrderFile } from './read-file';

const t = ru.quickOrder;

/** Props of {@link QuickOrderPanel}. */
export interface QuickOrderPanelProps {
  /** Called after the found lines went into the cart (the cart store has been reloaded by then). */
  onAdded?: () => void;
}

const ACCEPT = '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * "Быстрый заказ" (issue #12): paste "article quantity" lines or upload a CSV/XLSX file, check them with
 * `resolveQuickOrder`, see the preview, and add every found line to the cart in one call (more than 200 products in
 * calls of 200). Needs the tab's `ApiProvider`, `CartProvider` and `ToastProvider`; API errors show as error toasts.
 */
export function QuickOrderPanel({ onAdded }: QuickOrderPanelProps) {
  const api = useApi();
  const cart = useCartStore();
  const toast = useToast();
  const id = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<QuickOrderPreviewRow[] | null>(null);
  const [busy, setBusy] = useState<'check' | 'add' | 'file' | null>(null);

  const counts = rows ? previewCounts(rows) : null;

  function edit(next: string): void {
    setText(next);
    // A preview of other text must not be added.
    setRows(null);
    setError(null);
  }

  async function check(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const parsed = parseQuickOrderText(text);
    if (parsed.lineCount === 0) return setError(t.nothingToCheck);
    if (parsed.lineCount > QUICK_ORDER_MAX_LINES)
      return setError(t.tooManyLines.replace('{count}', String(parsed.lineCount)));
    setError(null);
    if (parsed.lines.length === 0) return setRows(previewRows(parsed, []));
    setBusy('check');
    try {
      const body = { lineList: parsed.lines.map(({ article, quantity }) => ({ article, quantity })) };
      const { payload } = unwrap(await api.POST('/api/v1/cart/quick-order/resolve', { body }));
      setRows(previewRows(parsed, payload.lineList));
    } catch (cause) {
      toast.error(failureToastText('quick-order', cause));
    } finally {
      setBusy(null);
    }
  }

  async function add(): Promise<void> {
    if (busy || !rows || !counts) return;
    setBusy('add');
    let sent = 0;
    let failed = false;
    try {
      for (const cartProductList of cartAdditions(rows)) {
        await addToCart(cartProductList);
        sent += 1;
      }
    } catch (cause) {
      failed = true;
      toast.error(failureToastText('quick-order-add', cause));
    }
    // The header and the cart page read the store: it shows what the cart holds now, also after a failed call.
    await cart.load().catch(() => null);
    if (sent > 0) broadcastEvent(browserStorage(), CROSS_TAB_EVENTS.cartUpdated);
    setBusy(null);
    if (failed) return;
    toast.success(
      t.added
        .replace('{count}', String(counts.products))
        .replace('{positions}', plural(counts.products, ru.plurals.position)),
    );
    setText('');
    setFileName(null);
    setRows(null);
    onAdded?.();
  }

  /**
   * One `addCartProducts` call. A 422 means the cart or anonymous id the browser sent is unknown, expired or merged:
   * both are forgotten and the call goes once more without them, as the store's own add does (SPEC 7).
   */
  async function addToCart(cartProductList: { productId: string; quantity: number }[]): Promise<void> {
    const send = async () => unwrap(await api.POST('/api/v1/cart/product', { body: { cartProductList } }));
    await recoverUnknownShopperIds(send, forgetShopperIds, send);
  }

  async function pickFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    // Let the same file be picked again after an edit.
    event.target.value = '';
    if (!file) return;
    setBusy('file');
    try {
      edit(await readQuickOrderFile(file));
      setFileName(file.name);
    } catch (cause) {
      toast.error(cause instanceof QuickOrderFileError ? cause.message : failureToastText('quick-order-file', cause));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="sf-quick-order" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sf-quick-order__title">
        {t.title}
      </h2>
      <p className="sf-quick-order__intro">{t.intro}</p>
      <form className="sf-quick-order__form" onSubmit={(event) => void check(event)} noValidate>
        <Textarea
          label={t.textLabel}
          className="sf-quick-order__text"
          value={text}
          onChange={(event) => edit(event.target.value)}
          // While a check runs the text stays as sent, so the preview it brings belongs to it.
          readOnly={busy !== null}
          placeholder={t.textPlaceholder}
          rows={6}
          spellCheck={false}
          autoComplete="off"
          error={error}
          hint={t.textHint}
        />
        <FileField
          label={t.fileLabel}
          hint={fileName ? t.fileLoaded.replace('{name}', fileName) : t.fileHint}
          fileName={fileName ?? undefined}
          accept={ACCEPT}
          onChange={(event) => void pickFile(event)}
          disabled={busy === 'file'}
        />
        <div className="sf-quick-order__actions">
          <Button type="submit" variant="secondary" loading={busy === 'check'}>
            {t.check}
          </Button>
          {counts && counts.products > 0 && (
            <Button type="button" loading={busy === 'add'} onClick={() => void add()}>
              {t.add.replace('{count}', String(counts.products))}
            </Button>
          )}
        </div>
      </form>
      <p className="sf-quick-order__summary" role="status">
        {counts && summary(counts)}
      </p>
      {rows && rows.length > 0 && <QuickOrderPreview rows={rows} />}
    </section>
  );
}

function summary(counts: ReturnType<typeof previewCounts>): string {
  const text = (counts.problems > 0 ? t.summaryProblems : t.summary)
    .replace('{found}', String(counts.found))
    .replace('{total}', String(counts.total));
  const withProblems = text.replace('{problems}', String(counts.problems));
  return counts.products === 0 ? `${withProblems}. ${t.nothingToAdd}` : withProblems;
}
