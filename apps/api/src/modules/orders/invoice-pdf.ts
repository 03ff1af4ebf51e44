import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { vatIncluded, type OrderVatRate } from '@shop/domain';
import { formatDate, formatNumber, kopecksToDecimal, toKopecks } from '@shop/i18n-ru';
import { amountInWords } from '@shop/i18n-ru/amount-in-words';
import type { SellerRequisites, StoredCompanyRequisites } from '../../db/schema';

/** One row of the invoice's table; money is an exact decimal string of roubles ("1234.50"). */
export interface InvoiceLine {
  article: string;
  title: string;
  quantity: number;
  price: string;
  total: string;
}

/** Everything a «счёт на оплату» prints. */
export interface InvoiceInput {
  /** The order number; the invoice has the same number. */
  number: number;
  /** The order's createdAt, printed as a Moscow date («25 ноября 2026 г.»). */
  date: Date;
  /** Null while the shop has not filled its requisites in: the seller's fields print as blanks. */
  seller: SellerRequisites | null;
  buyer: StoredCompanyRequisites;
  lines: InvoiceLine[];
  /** The order's items total; with the known shipping it makes the amount to pay. */
  itemsTotal: string;
  /** Printed as a separate «Доставка» row when above zero; unknown (null) or free shipping prints nothing. */
  shippingCost: string | null;
  /** The order's own rate, kept from its checkout. */
  vatRate: OrderVatRate;
  /** The shop's brand, for the PDF's metadata title. */
  brand: string;
}

const BLANK = '—';
const FONT = 'DejaVuSans';

/** The invoice's download name, ASCII only: "schet-1001.pdf". */
export function invoiceFileName(orderNumber: number): string {
  return `schet-${orderNumber}.pdf`;
}

/** The invoice as a PDF (A4, DejaVu Sans embedded as a subset); long tables go on over pages with their header. */
export async function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  return configuredPdfmake().createPdf(invoiceDocument(input)).getBuffer();
}

/**
 * The part of pdfmake 0.3's Node API the invoice uses, typed here: @types/pdfmake references the DOM lib, which
 * would hand the whole API program the browser's globals (and break Node's iterable Headers).
 */
interface Pdfmake {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(document: DocumentDefinition): { getBuffer(): Promise<Buffer> };
}

/** A node of a pdfmake document: a string or an object (text, stack, columns, table, canvas…), left loose. */
type Content = string | { readonly [property: string]: unknown };
type TableCell = Content;

interface DocumentDefinition {
  pageSize: 'A4';
  pageMargins: [number, number, number, number];
  info: { title: string; author: string; creator: string };
  defaultStyle: { font: string; fontSize: number; lineHeight: number };
  footer: (page: number, pages: number) => Content | null;
  content: Content[];
}

let configured: Pdfmake | undefined;

/**
 * pdfmake's module is one shared instance, loaded and set up on the first invoice: it may read the API's two font
 * files and nothing else, and fetches no URL, so nothing an order holds can make it touch the disk or the network.
 */
function configuredPdfmake(): Pdfmake {
  if (!configured) {
    const pdfmake = createRequire(import.meta.url)('pdfmake') as Pdfmake;
    const regular = fontPath('DejaVuSans.ttf');
    const bold = fontPath('DejaVuSans-Bold.ttf');
    // pdfmake 0.3 insists on all four styles; the invoice never italicises, so the upright faces stand in.
    pdfmake.setFonts({ [FONT]: { normal: regular, bold, italics: regular, bolditalics: bold } });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => path === regular || path === bold);
    configured = pdfmake;
  }
  return configured;
}

// The fonts travel with the API (apps/api/assets/fonts), which runs from its sources, so this file never moves away
// from them. pdfmake 0.3 on Node takes font paths only (a Buffer is mistaken for a URL object).
function fontPath(file: string): string {
  return fileURLToPath(new URL(`../../../assets/fonts/${file}`, import.meta.url));
}

function invoiceDocument(input: InvoiceInput): DocumentDefinition {
  const shipping = input.shippingCost === null ? 0n : toKopecks(input.shippingCost);
  // Items plus the shipping while it is known: the amount to pay.
  const total = toKopecks(input.itemsTotal) + shipping;
  const rows = tableRows(input.lines, shipping);
  const heading = `Счёт на оплату № ${input.number} от ${formatDate(input.date)} г.`;
  return {
    pageSize: 'A4',
    pageMargins: [40, 36, 40, 48],
    info: { title: `${heading} — ${input.brand}`, author: input.brand, creator: input.brand },
    defaultStyle: { font: FONT, fontSize: 9, lineHeight: 1.1 },
    footer: (page, pages) =>
      pages > 1
        ? { text: `Страница ${page} из ${pages}`, alignment: 'right', fontSize: 7, margin: [40, 16, 40, 0] }
        : null,
    content: [
      bankBlock(input.seller),
      { text: heading, bold: true, fontSize: 13, margin: [0, 18, 0, 4] },
      rule(2),
      partyLine('Поставщик\n(Исполнитель):', sellerDescription(input.seller)),
      partyLine('Покупатель\n(Заказчик):', buyerDescription(input.buyer)),
      itemsTable(rows),
      totalsBlock(total, input.vatRate),
      { text: `Всего наименований ${rows.length}, на сумму ${formatAmount(total)} руб.`, margin: [0, 8, 0, 0] },
      { text: capitalise(amountInWords(total)), bold: true },
      // Without НДС the invoice says why no amount is printed, as a buyer's accountant expects to read.
      ...(input.vatRate === 'none' ? [{ text: 'НДС не облагается.' }] : []),
      rule(1.5),
      signatures(input.seller),
    ],
  };
}

/** The payee's bank details framed as the bank's payment order frames them (1С's classic layout). */
function bankBlock(seller: SellerRequisites | null): Content {
  const caption = (text: string): Content => ({ text, fontSize: 7 });
  const cell = (value: string | null | undefined): string => value || BLANK;
  return {
    table: {
      widths: ['*', '*', 36, 130],
      body: [
        [
          { stack: [cell(seller?.bankName), { text: ' ' }, caption('Банк получателя')], colSpan: 2, rowSpan: 2 },
          {},
          'БИК',
          { text: cell(seller?.bik), border: [true, true, true, false] },
        ],
        [{}, {}, 'Сч. №', { text: cell(seller?.correspondentAccount), border: [true, false, true, true] }],
        [
          `ИНН ${cell(seller?.inn)}`,
          `КПП ${cell(seller?.kpp)}`,
          { text: 'Сч. №', rowSpan: 2 },
          { text: cell(seller?.checkingAccount), rowSpan: 2 },
        ],
        [{ stack: [cell(seller?.title), { text: ' ' }, caption('Получатель')], colSpan: 2 }, {}, {}, {}],
      ],
    },
  };
}

function sellerDescription(seller: SellerRequisites | null): string {
  if (!seller) return BLANK;
  return [
    seller.title,
    `ИНН ${seller.inn}`,
    `КПП ${seller.kpp ?? BLANK}`,
    seller.legalAddress,
    `тел.: ${seller.phone ?? BLANK}`,
  ].join(', ');
}

function buyerDescription(buyer: StoredCompanyRequisites): string {
  return [buyer.title, `ИНН ${buyer.inn}`, `КПП ${buyer.kpp ?? BLANK}`, buyer.legalAddress].join(', ');
}

function partyLine(label: string, description: string): Content {
  return {
    columns: [
      { text: label, width: 80 },
      { text: description, bold: true, width: '*' },
    ],
    columnGap: 8,
    margin: [0, 8, 0, 0],
  };
}

interface TableRow {
  article: string;
  title: string;
  quantity: string;
  unit: string;
  price: bigint;
  total: bigint;
}

/** The order's lines, then a «Доставка» row when the shipping (kopecks) is above zero. */
function tableRows(lines: InvoiceLine[], shipping: bigint): TableRow[] {
  const rows = lines.map((line) => ({
    article: line.article,
    title: line.title,
    quantity: formatNumber(line.quantity),
    unit: 'шт',
    price: toKopecks(line.price),
    total: toKopecks(line.total),
  }));
  if (shipping > 0n) {
    rows.push({ article: '', title: 'Доставка', quantity: '1', unit: 'усл.', price: shipping, total: shipping });
  }
  return rows;
}

function itemsTable(rows: TableRow[]): Content {
  const head = (text: string): TableCell => ({ text, bold: true, alignment: 'center', fillColor: '#eeeeee' });
  const right = (text: string): TableCell => ({ text, alignment: 'right', noWrap: true });
  return {
    margin: [0, 12, 0, 0],
    table: {
      // The header row repeats on every page a long order spills onto.
      headerRows: 1,
      dontBreakRows: true,
      widths: [22, 70, '*', 42, 26, 62, 66],
      body: [
        ['№', 'Артикул', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена', 'Сумма'].map(head),
        ...rows.map((row, index): TableCell[] => [
          { text: String(index + 1), alignment: 'center' },
          row.article,
          row.title,
          right(row.quantity),
          { text: row.unit, alignment: 'center' },
          right(formatAmount(row.price)),
          right(formatAmount(row.total)),
        ]),
      ],
    },
  };
}

function totalsBlock(total: bigint, rate: OrderVatRate): Content {
  const vat = vatIncluded(kopecksToDecimal(total), rate);
  const line = (label: string, amount: string): TableCell[] => [
    { text: label, bold: true, alignment: 'right' },
    { text: amount, bold: true, alignment: 'right', noWrap: true },
  ];
  return {
    margin: [0, 6, 0, 0],
    layout: 'noBorders',
    table: {
      widths: ['*', 66],
      body: [
        line('Итого:', formatAmount(total)),
        vat === null
          ? line('Без налога (НДС)', BLANK)
          : line(`В том числе НДС (${rate} %):`, formatAmount(toKopecks(vat))),
        line('Всего к оплате:', formatAmount(total)),
      ],
    },
  };
}

function signatures(seller: SellerRequisites | null): Content {
  const signature = (role: string, name: string | null | undefined): Content => ({
    columns: [
      { text: role, bold: true, width: 'auto' },
      { stack: [{ text: ' ' }, rule(0.5, 80)], width: 80 },
      { text: name || BLANK, width: '*' },
    ],
    columnGap: 8,
  });
  return {
    columns: [signature('Руководитель', seller?.director), signature('Бухгалтер', seller?.accountant)],
    columnGap: 24,
    margin: [0, 18, 0, 0],
  };
}

/** A horizontal line, by default across the page's text width (A4 less the side margins). */
function rule(weight: number, width = 515): Content {
  return { canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: weight }], margin: [0, 4, 0, 0] };
}

/** Kopecks as an invoice prints money: '1 234,50', without the currency sign and without floats. */
function formatAmount(kopecks: bigint): string {
  const [roubles = '0', cents = '00'] = kopecksToDecimal(kopecks).split('.');
  return `${roubles.replace(/\B(?=(\d{3})+$)/g, ' ')},${cents}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('ru-RU') + text.slice(1);
}
