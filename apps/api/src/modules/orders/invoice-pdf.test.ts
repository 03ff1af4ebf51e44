import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { SellerRequisites } from '../../db/schema';
import { invoiceFileName, renderInvoicePdf, type InvoiceInput, type InvoiceLine } from './invoice-pdf';

const seller: SellerRequisites = {
  title: 'ООО «Тахоконтроль»',
  inn: '7736207543',
  kpp: '772801001',
  ogrn: '1027700229193',
  legalAddress: '117997, г. Москва, ул. Профсоюзная, д. 65, офис 12',
  bankName: 'ПАО Сбербанк, г. Москва',
  bik: '044525225',
  checkingAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
  phone: '+7 495 123-45-67',
  director: 'Смирнов А. В.',
  accountant: 'Кузнецова Е. П.',
};

const invoice: InvoiceInput = {
  number: 1001,
  // 01:30 in Moscow on the 25th, still the 24th in UTC: the invoice is dated by Moscow.
  date: new Date('2026-11-24T22:30:00Z'),
  seller,
  buyer: {
    title: 'ООО «Автоколонна 1417»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
    bankName: null,
    bik: null,
    checkingAccount: null,
    correspondentAccount: null,
  },
  lines: [
    {
      article: 'DTCO-3283',
      title: 'Тахограф VDO DTCO 3283 с блоком СКЗИ',
      quantity: 1,
      price: '45990.00',
      total: '45990.00',
    },
    { article: 'KD-01', title: 'Карта водителя с СКЗИ', quantity: 3, price: '3150.30', total: '9450.90' },
  ],
  itemsTotal: '55440.90',
  shippingCost: '700.00',
  vatRate: '22',
  brand: 'Тахошоп',
};

/** The text of each page, whitespace collapsed so wrapped lines still match. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('invoiceFileName', () => {
  it('is ASCII and carries the order number', () => {
    expect(invoiceFileName(1001)).toBe('schet-1001.pdf');
  });
});

describe('renderInvoicePdf', () => {
  it('prints the invoice: number, Moscow date, parties, lines, totals with НДС, the amount in words', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [text = '', ...rest] = await pagesOf(pdf);
    expect(rest).toEqual([]);

    expect(text).toContain('Счёт на оплату № 1001 от 25 ноября 2026 г.');
    expect(text).toContain('ПАО Сбербанк, г. Москва');
    expect(text).toContain('044525225');
    expect(text).toContain('40702810938000012345');
    expect(text).toContain('ИНН 7736207543');
    expect(text).toContain('ООО «Автоколонна 1417», ИНН 7707083893, КПП 773601001');
    expect(text).toContain('DTCO-3283');
    expect(text).toContain('3 150,30 9 450,90');
    expect(text).toContain('Доставка 1 усл. 700,00 700,00');
    expect(text).toContain('Итого: 56 140,90');
    expect(text).toContain('В том числе НДС (22 %): 10 123,77');
    expect(text).toContain('Всего к оплате: 56 140,90');
    expect(text).toContain('Всего наименований 3, на сумму 56 140,90 руб.');
    expect(text).toContain('Пятьдесят шесть тысяч сто сорок рублей 90 копеек');
    expect(text).toContain('Смирнов А. В.');
    expect(text).toContain('Кузнецова Е. П.');
  });

  it('prints blanks for a seller not filled in, «Без налога (НДС)», and no line for shipping not yet known', async () => {
    const pdf = await renderInvoicePdf({ ...invoice, seller: null, vatRate: 'none', shippingCost: null });
    const [text = ''] = await pagesOf(pdf);
    expect(text).toContain('ИНН — КПП —');
    expect(text).toContain('Без налога (НДС) —');
    expect(text).toContain('НДС не облагается.');
    expect(text).not.toContain('НДС (');
    expect(text).not.toContain('Доставка');
    expect(text).toContain('Всего наименований 2, на сумму 55 440,90 руб.');
    expect(text).toContain('Пятьдесят пять тысяч четыреста сорок рублей 90 копеек');
  });

  it('prints the rate an order kept: 20 % on an order placed before 2026', async () => {
    const [text = ''] = await pagesOf(
      await renderInvoicePdf({ ...invoice, date: new Date('2025-12-20T09:00:00Z'), vatRate: '20' }),
    );
    expect(text).toContain('Счёт на оплату № 1001 от 20 декабря 2025 г.');
    expect(text).toContain('В том числе НДС (20 %): 9 356,82');
    expect(text).not.toContain('НДС не облагается');
  });

  it('prints no shipping line when shipping is free', async () => {
    const [text = ''] = await pagesOf(await renderInvoicePdf({ ...invoice, shippingCost: '0.00' }));
    expect(text).not.toContain('Доставка');
  });

  it('runs a 200-line order over several pages, the table header on each', async () => {
    const lines: InvoiceLine[] = Array.from({ length: 200 }, (_, i) => ({
      article: `ART-${String(i + 1).padStart(4, '0')}`,
      title: `Кабель питания тахографа, исполнение ${i + 1}`,
      quantity: 2,
      price: '617.25',
      total: '1234.50',
    }));
    const pages = await pagesOf(
      await renderInvoicePdf({ ...invoice, lines, itemsTotal: '246900.00', shippingCost: null }),
    );

    expect(pages.length).toBeGreaterThanOrEqual(3);
    const pagesWithLines = pages.filter((page) => page.includes('ART-'));
    expect(pagesWithLines.length).toBeGreaterThanOrEqual(3);
    for (const page of pagesWithLines)
      expect(page).toContain('№ Артикул Товары (работы, услуги) Кол-во Ед. Цена Сумма');
    expect(pages.join(' ')).toContain('ART-0200');
    expect(pages.at(-1)).toContain('Всего наименований 200, на сумму 246 900,00 руб.');
  });
});
