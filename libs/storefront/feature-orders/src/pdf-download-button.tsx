import { saveBlob, type ApiClient, type DownloadedFile } from '@shop/api-client';
import { ru } from '@shop/i18n-ru';
import { failureToastText, useApi } from '@shop/storefront-data-access';
import { fill } from '@shop/storefront-domain';
import { Button, useToast, type ButtonProps } from '@shop/ui-kit';
import { useState } from 'react';
import { fetchInvoice, fetchOrderDocument } from './orders-api';

export interface PdfDownloadButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** Fetches the file through the API client. */
  fetchFile: (api: ApiClient) => Promise<DownloadedFile>;
  /** The file name when the reply carries none. */
  fileName: string;
  /** Where a failure is logged from. */
  placement: string;
  /** The accessible name, when the visible label alone does not say which file. */
  label?: string;
  children: string;
}

/**
 * Downloads one of the order's PDF files. The call needs the Bearer token, so it goes through the API client as a
 * blob, which is saved under the name of the reply's `Content-Disposition`. A failure is an error toast.
 */
export function PdfDownloadButton({
  fetchFile,
  fileName,
  placement,
  label,
  children,
  variant = 'secondary',
  size = 'md',
}: PdfDownloadButtonProps) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download(): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName: given } = await fetchFile(api);
      saveBlob(blob, given ?? fileName);
    } catch (error) {
      toast.error(failureToastText(placement, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      loading={busy}
      aria-label={label}
      onClick={() => void download()}
    >
      {children}
    </Button>
  );
}

/** A company order's invoice (счёт на оплату). */
export function InvoiceButton({
  orderId,
  number,
  children,
  ...rest
}: Pick<ButtonProps, 'variant' | 'size'> & { orderId: string; number: number; children: string }) {
  return (
    <PdfDownloadButton
      {...rest}
      fetchFile={(api) => fetchInvoice(api, orderId)}
      fileName={fill(ru.storefrontOrders.invoice.fileName, { number })}
      placement="order-invoice"
    >
      {children}
    </PdfDownloadButton>
  );
}

/** One closing document of an order (УПД, ТН, счёт-фактура). */
export function OrderDocumentButton({
  orderId,
  document,
}: {
  orderId: string;
  document: { id: string; kind: keyof typeof ru.orders.documentKind; title: string };
}) {
  const t = ru.storefrontOrders.documents;
  return (
    <PdfDownloadButton
      size="sm"
      fetchFile={(api) => fetchOrderDocument(api, orderId, document.id)}
      fileName={`${document.title}.pdf`}
      placement="order-document"
      label={fill(t.downloadLabel, { kind: ru.orders.documentKind[document.kind], title: document.title })}
    >
      {t.download}
    </PdfDownloadButton>
  );
}
