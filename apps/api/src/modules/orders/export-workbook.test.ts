import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ordersExportFileName, writeOrdersWorkbook, type OrderExportRow } from './export-workbook';

const companyOrder: OrderExportRow = {
  number: 1001,
  // 01:30 on the 25th in Moscow.
  createdAt: new Date('2026-11-24T22:30:00Z'),
  status: 'created',
  customerEmail: 'zakupki@avtokolonna1417.ru',
  contactName: 'Соколов Дмитрий Игоревич',
  contactPhone: '+7 916 555-12-34',
  companyTitle: 'ООО «Автоколонна 1417»',
  inn: '7707083893',
  deliveryMethod: 'transport_company',
  lineCount: 3,
  itemsTotal: '1234567.80',
  shippingCost: null,
  total: null,
  vatRate: '22',
  vatAmount: '222626.98',
  paymentStatus: 'partially_paid',
  paidAmount: '500000.00',
  shipmentStatus: 'shipped',
  carrier: 'Деловые Линии',
  waybillNumber: '26-00123456789',
};

const personOrder: OrderExportRow = {
  ...companyOrder,
  number: 1002,
  status: 'completed',
  customerEmail: 'ivanov@example.ru',
  contactName: 'Иванов Пётр',
  companyTitle: null,
  inn: null,
  deliveryMethod: 'pickup',
  lineCount: 1,
  itemsTotal: '990.00',
  shippingCost: '0.00',
  total: '990.00',
  vatRate: 'none',
  vatAmount: null,
  paymentStatus: 'paid',
  paidAmount: '990.00',
  shipmentStatus: 'received',
  carrier: null,
  waybillNumber: null,
};

async function* each<T>(items: Iterable<T>): AsyncIterable<T> {
  yield* items;
}

/** Writes the rows as the route will, into a stream, and reads the workbook back. */
async function roundTrip(rows: AsyncIterable<OrderExportRow>): Promise<{ written: number; sheet: ExcelJS.Worksheet }> {
  const output = new PassThrough();
  const bytes = buffer(output);
  const written = await writeOrdersWorkbook(rows, output);
  const workbook = new ExcelJS.Workbook();
  const data = await bytes;
  // exceljs declares its own `Buffer` as an ArrayBuffer; Node's Buffer no longer matches it, the bytes do.
  await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  const sheet = workbook.getWorksheet('Заказы');
  if (!sheet) throw new Error('no sheet «Заказы»');
  return { written, sheet };
}

describe('writeOrdersWorkbook', () => {
  it('writes one sheet «Заказы» with a bold frozen header row in Russian', async () => {
    const { sheet } = await roundTrip(each([companyOrder]));
    expect(sheet.workbook.worksheets).toHaveLength(1);
    expect(sheet.getRow(1).values).toEqual([
      undefined, // exceljs counts columns from 1
      '№ заказа',
      'Дата',
      'Статус',
      'Покупатель',
      'Контакт',
      'Телефон',
      'Организация',
      'ИНН',
      'Доставка',
      'Позиций',
      'Сумма товаров',
      'Доставка ₽',
      'Итого',
      'Ставка НДС',
      'НДС ₽',
      'Оплата',
      'Оплачено ₽',
      'Отгрузка',
      'Перевозчик',
      'Накладная',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(7).width).toBe(36);
  });

  it('writes the order: a Moscow date cell, Russian labels, money as formatted numbers, nulls as empty cells', async () => {
    const { sheet } = await roundTrip(each([companyOrder]));
    const row = sheet.getRow(2);

    expect(row.getCell(1).value).toBe(1001);
    const date = row.getCell(2);
    expect(date.value).toEqual(new Date('2026-11-25T01:30:00Z')); // the cell's clock is Moscow's
    expect(date.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(row.getCell(3).value).toBe('Новый');
    expect(row.getCell(4).value).toBe('zakupki@avtokolonna1417.ru');
    expect(row.getCell(7).value).toBe('ООО «Автоколонна 1417»');
    expect(row.getCell(8).value).toBe('7707083893');
    expect(row.getCell(9).value).toBe('Транспортная компания');
    expect(row.getCell(10).value).toBe(3);

    const itemsTotal = row.getCell(11);
    expect(itemsTotal.value).toBe(1234567.8);
    expect(itemsTotal.numFmt).toBe('#,##0.00');
    for (const unknown of [row.getCell(12), row.getCell(13)]) {
      expect(unknown.value).toBeNull();
      expect(unknown.text).toBe('');
    }
    expect(row.getCell(14).value).toBe('22 %');
    expect(row.getCell(15).value).toBe(222626.98);
    expect(row.getCell(15).numFmt).toBe('#,##0.00');
    expect(row.getCell(16).value).toBe('Оплачен частично');
    expect(row.getCell(17).value).toBe(500000);
    expect(row.getCell(17).numFmt).toBe('#,##0.00');
    expect(row.getCell(18).value).toBe('Отгружен');
    expect(row.getCell(19).value).toBe('Деловые Линии');
    expect(row.getCell(20).value).toBe('26-00123456789');
  });

  it('leaves a private buyer’s company and ИНН empty and writes free shipping as 0', async () => {
    const { sheet } = await roundTrip(each([personOrder]));
    const row = sheet.getRow(2);
    expect(row.getCell(3).value).toBe('Выполнен');
    expect(row.getCell(7).value).toBeNull();
    expect(row.getCell(8).value).toBeNull();
    expect(row.getCell(9).value).toBe('Самовывоз');
    expect(row.getCell(12).value).toBe(0);
    expect(row.getCell(13).value).toBe(990);
    expect(row.getCell(14).value).toBe('Без НДС');
    expect(row.getCell(15).value).toBeNull();
  });

  it('counts the rows it wrote', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ ...companyOrder, number: 1001 + i }));
    const { written, sheet } = await roundTrip(each(rows));
    expect(written).toBe(2_500);
    expect(sheet.rowCount).toBe(2_501);
    expect(sheet.getRow(2_501).getCell(1).value).toBe(3500);
  });

  it('writes a header-only workbook for no orders', async () => {
    const { written, sheet } = await roundTrip(each([]));
    expect(written).toBe(0);
    expect(sheet.rowCount).toBe(1);
  });
});

describe('ordersExportFileName', () => {
  it('is ASCII and dated by Moscow', () => {
    expect(ordersExportFileName(new Date('2026-11-25T09:00:00Z'))).toBe('zakazy-2026-11-25.xlsx');
    expect(ordersExportFileName(new Date('2026-11-24T21:30:00Z'))).toBe('zakazy-2026-11-25.xlsx');
  });
});
