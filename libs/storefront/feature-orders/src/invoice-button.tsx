import { saveBlob } from '@shop/api-client';
import { ru } from '@shop/i18n-ru';
import { failureToastText, useApi } from '@shop/storefront-data-access';
import { fill } from '@shop/storefront-domain';
import { Button, useToast, type ButtonProps } from '@shop/ui-kit';
import { useState } from 'react';
import { fetchInvoice } from './orders-api';

export interface InvoiceButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  orderId: string;
  /** The order's number, for the file name when the reply carries none. */
  number: number;
  children: string;
}

/**
 * Downloads a company order's invoice (PDF). The call needs the Bearer token, so it goes through the API client as a
 * blob, which is saved under the name of the reply's `Content-Disposition`. A failure is an error toast.
 */
export function InvoiceButton({ orderId, number, children, variant = 'secondary', size = 'md' }: InvoiceButtonProps) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download(): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await fetchInvoice(api, orderId);
      saveBlob(blob, fileName ?? fill(ru.storefrontOrders.invoice.fileName, { number }));
    } catch (error) {
      toast.error(failureToastText('order-invoice', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant={variant} size={size} loading={busy} onClick={() => void download()}>
      {children}
    </Button>
  );
}
