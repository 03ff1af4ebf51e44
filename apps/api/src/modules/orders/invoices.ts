import { AppError, ErrorCode } from '@shop/errors';
import { BRAND_DEFAULT, ru } from '@shop/i18n-ru';
import { invoiceFileName, renderInvoicePdf } from './invoice';
import type { Order } from './present';
import type { OrderSettings } from './repository';

/** The invoice (счёт на оплату) of a company order as a PDF; an individual's order has none (code 6). */
export async function invoiceOf(order: Order, settings: OrderSettings): Promise<{ filename: string; body: Buffer }> {
  if (order.company === null) throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.invoiceOnlyForCompanies });
  const body = await renderInvoicePdf({
    number: order.number,
    date: new Date(order.createdAt),
    seller: settings.seller,
    buyer: order.company,
    lines: order.lineList.map(({ article, title, quantity, price, total }) => ({ article, title, quantity, price, total })),
    shippingCost: order.shippingCost,
    total: order.total ?? order.itemsTotal,
    vatRate: order.vatRate,
    brand: BRAND_DEFAULT,
  });
  return { filename: invoiceFileName(order.number), body };
}
