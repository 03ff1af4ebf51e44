import { DEFAULT_TIME_ZONE, kopecksToDecimal, ru, toKopecks } from '@shop/i18n-ru';
import type { OrderVatRate, PaymentStatus, ShipmentStatus } from '@shop/domain';
import ExcelJS from 'exceljs';

/** One order as the admin's list export prints it; money is an exact decimal string of roubles ("1234.50"). */
export interface OrderExportRow {
  number: number;
  createdAt: Date;
  status: 'created' | 'canceled' | 'completed';
  customerEmail: string;
  contactName: string;
  contactPhone: string;
  companyTitle: string | null;
  inn: string | null;
  deliveryMethod: 'pickup' | 'courier' | 'transport_company';
  lineCount: number;
  itemsTotal: string;
  /** Null while the manager has not priced the shipping yet. */
  shippingCost: string | null;
  /** Null while the shipping, and so the total, is unknown. */
  total: string | null;
  /** The order's own НДС rate and the НДС inside its total (its items total while the shipping is unknown). */
  vatRate: OrderVatRate;
  /** Null without НДС. */
  vatAmount: string | null;
  paymentStatus: PaymentStatus;
  /** Payments less refunds. */
  paidAmount: string;
  shipmentStatus: ShipmentStatus;
  carrier: string | null;
  waybillNumber: string | null;
}

const MONEY_FORMAT = '#,##0.00';

/** The sheet's columns, left to right; `width` in Excel's character units. */
const COLUMNS: Partial<ExcelJS.Column>[] = [
  { key: 'number', header: '№ заказа', width: 10 },
  { key: 'createdAt', header: 'Дата', width: 17, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
  { key: 'status', header: 'Статус', width: 12 },
  { key: 'customerEmail', header: 'Покупатель', width: 30 },
  { key: 'contactName', header: 'Контакт', width: 30 },
  { key: 'contactPhone', header: 'Телефон', width: 18 },
  { key: 'companyTitle', header: 'Организация', width: 36 },
  { key: 'inn', header: 'ИНН', width: 14 },
  { key: 'deliveryMethod', header: 'Доставка', width: 24 },
  { key: 'lineCount', header: 'Позиций', width: 9 },
  { key: 'itemsTotal', header: 'Сумма товаров', width: 16, style: { numFmt: MONEY_FORMAT } },
  { key: 'shippingCost', header: 'Доставка ₽', width: 13, style: { numFmt: MONEY_FORMAT } },
  { key: 'total', header: 'Итого', width: 16, style: { numFmt: MONEY_FORMAT } },
  { key: 'vatRate', header: 'Ставка НДС', width: 11 },
  { key: 'vatAmount', header: 'НДС ₽', width: 14, style: { numFmt: MONEY_FORMAT } },
  { key: 'paymentStatus', header: 'Оплата', width: 18 },
  { key: 'paidAmount', header: 'Оплачено ₽', width: 16, style: { numFmt: MONEY_FORMAT } },
  { key: 'shipmentStatus', header: 'Отгрузка', width: 22 },
  { key: 'carrier', header: 'Перевозчик', width: 20 },
  { key: 'waybillNumber', header: 'Накладная', width: 20 },
];

/**
 * Streams the orders as an XLSX workbook with one sheet «Заказы» into `output` and ends it. Each row is committed
 * as soon as it is added, so the whole list never sits in memory. Resolves with the number of orders written.
 */
export async function writeOrdersWorkbook(
  rows: AsyncIterable<OrderExportRow>,
  output: NodeJS.WritableStream,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    // exceljs types the option as a plain Stream; it only ever pipes into it.
    stream: output as unknown as ExcelJS.stream.xlsx.WorkbookWriterOptions['stream'],
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Заказы', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let written = 0;
  for await (const row of rows) {
    sheet.addRow(cells(row)).commit();
    written += 1;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** The export's download name with the Moscow date of the export, ASCII only: "zakazy-2026-11-25.xlsx". */
export function ordersExportFileName(now: Date): string {
  return `zakazy-${moscowWallClock(now).toISOString().slice(0, 10)}.xlsx`;
}

/** Cell values by column key; a null leaves its cell empty. */
function cells(row: OrderExportRow): Record<string, ExcelJS.CellValue> {
  return {
    number: row.number,
    createdAt: moscowWallClock(row.createdAt),
    status: ru.orders.status[row.status],
    customerEmail: row.customerEmail,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    companyTitle: row.companyTitle,
    inn: row.inn,
    deliveryMethod: ru.orders.deliveryMethod[row.deliveryMethod],
    lineCount: row.lineCount,
    itemsTotal: money(row.itemsTotal),
    shippingCost: money(row.shippingCost),
    total: money(row.total),
    vatRate: row.vatRate === 'none' ? ru.orders.vatNone : `${row.vatRate} %`,
    vatAmount: money(row.vatAmount),
    paymentStatus: ru.orders.paymentStatus[row.paymentStatus],
    paidAmount: money(row.paidAmount),
    shipmentStatus: ru.orders.shipmentStatus[row.shipmentStatus],
    carrier: row.carrier,
    waybillNumber: row.waybillNumber,
  };
}

/**
 * Money becomes a number only here, for the spreadsheet to sum it: the decimal string is checked and rounded to
 * the kopeck exactly first, and a double holds any kopeck amount below 2^53 / 100 roubles faithfully.
 */
function money(value: string | null): number | null {
  return value === null ? null : Number(kopecksToDecimal(toKopecks(value)));
}

const moscowParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * Excel's dates carry no time zone and exceljs writes a Date's UTC fields: so the cell gets a Date whose UTC fields
 * are Moscow's wall clock at that moment.
 */
function moscowWallClock(moment: Date): Date {
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of moscowParts.formatToParts(moment)) field[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = field;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}
