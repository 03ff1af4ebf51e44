import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/mailer';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { checkoutBody, confirmedCustomer, fillCart, VALID_COMPANY } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { VALID_SELLER } from '../../testing/site-settings';

type Headers = Record<string, string>;

/** The PDF's text on one line, whitespace collapsed. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('an order keeps its НДС rate', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  beforeEach(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.db.orm, 'root')).headers;
    customer = (await confirmedCustomer(t.app, t.db.orm)).headers;
  });
  afterEach(() => t.close());

  /** A company order of 2 × 1 500,00 ₽ placed through the API. */
  async function placeCompanyOrder() {
    await fillCart(t.app, customer, [
      { productId: (await createProduct(t.db.orm, { basePrice: '1500.00' })).id, quantity: 2 },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: checkoutBody({ payerType: 'company', company: VALID_COMPANY }),
      headers: customer,
    });
    expect(res.statusCode).toBe(200);
    return res.json().payload.order as { id: string; number: number; vatRate: string; vatAmount: string | null };
  }
  const setVatRate = async (vatRate: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/site-settings/shop-requisites',
      payload: { seller: VALID_SELLER, vatRate, orderEmail: null },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
  };
  const invoiceText = async (orderId: string) =>
    pdfText(
      (await t.app.inject({ method: 'GET', url: `/api/v1/order/${orderId}/invoice`, headers: customer })).rawPayload,
    );
  const orderOf = async (orderId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/order/${orderId}`, headers: customer })).json().payload.order;

  it('places the order of a new shop at 22 % and prints it so on the invoice and in the letter', async () => {
    const order = await placeCompanyOrder();
    // 3 000,00 × 22 / 122 = 540,983…
    expect(order).toMatchObject({ vatRate: '22', vatAmount: '540.98' });
    expect(await invoiceText(order.id)).toContain('В том числе НДС (22 %): 540,98');
    const letter = (await readOutbox(t.config.mail.outboxDir)).find((l) =>
      l.subject.includes(`№ ${order.number} принят`),
    );
    expect(letter?.text).toContain('В том числе НДС (22 %): 540,98 ₽');
  });

  it('keeps the rate and its amount after the setting changes, while a new order takes the new rate', async () => {
    const before = await placeCompanyOrder();
    await setVatRate('none');
    const after = await placeCompanyOrder();

    expect(await orderOf(before.id)).toMatchObject({ vatRate: '22', vatAmount: '540.98' });
    const oldInvoice = await invoiceText(before.id);
    expect(oldInvoice).toContain('В том числе НДС (22 %): 540,98');
    expect(oldInvoice).not.toContain('НДС не облагается');

    expect(after).toMatchObject({ vatRate: 'none', vatAmount: null });
    const newInvoice = await invoiceText(after.id);
    expect(newInvoice).toContain('Без налога (НДС) —');
    expect(newInvoice).toContain('НДС не облагается.');
    expect(newInvoice).not.toContain('В том числе НДС');
  });

  it('takes the НДС out of the whole total once the manager sets the shipping', async () => {
    await setVatRate('10');
    const order = await placeCompanyOrder();
    expect(order).toMatchObject({ vatRate: '10', vatAmount: '272.73' }); // 3 000,00 × 10 / 110
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/order/${order.id}`,
      payload: { shippingCost: '700.55' },
      headers: admin,
    });
    expect(res.json().payload.order).toMatchObject({ total: '3700.55', vatRate: '10', vatAmount: '336.41' }); // 3 700,55 × 10 / 110 = 336,413…
  });
});
