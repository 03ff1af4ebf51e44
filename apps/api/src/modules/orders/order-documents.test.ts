import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { checkoutBody, confirmedCustomer, fillCart, setOrderSettings, VALID_COMPANY } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { VALID_SELLER } from '../../testing/site-settings';

type Headers = Record<string, string>;

const undated = (text: string) => text.replace(/ от \d{1,2} [а-я]+ \d{4} г\./, ' от <дата> г.');

/** The PDF's title and the text of each page, whitespace collapsed, with the order's date (the test's day) left out. */
async function contentOf(pdf: Buffer): Promise<{ title: string; pages: string[] }> {
  const { info } = await getMeta(new Uint8Array(pdf));
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return { title: undated(String(info['Title'])), pages: text.map((page) => undated(page.replace(/\s+/g, ' '))) };
}

// What the invoices and the export print for orders placed through the API, pinned whole: the documents are built
// from the order's rows, and these must not change when that path does.
describe('order documents', () => {
  let t: TestApp;
  let admin: Headers;
  beforeEach(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.db.orm, 'root')).headers;
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const patch = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, payload, headers: admin });

  async function place(
    headers: Headers,
    lines: { article: string; title: string; price: string; quantity: number }[],
    body: object,
  ) {
    // One line per call: the order keeps the lines in the order they were added, so the invoice prints them so.
    for (const l of lines) {
      const { id } = await createProduct(t.db.orm, { article: l.article, title: l.title, basePrice: l.price });
      await fillCart(t.app, headers, [{ productId: id, quantity: l.quantity }]);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/checkout', payload: body, headers });
    expect(res.statusCode).toBe(200);
    return res.json().payload.order as { id: string; number: number; createdAt: string };
  }

  it('prints the invoices (customer and admin) and the export as they were before the orders read from rows', async () => {
    await setOrderSettings(t.db.orm, { seller: VALID_SELLER, vatRate: '22' });
    const me = await confirmedCustomer(t.app, t.db.orm);
    const company = checkoutBody({ payerType: 'company', company: VALID_COMPANY });
    const priced = await place(
      me.headers,
      [
        { article: 'DTCO-3283', title: 'Тахограф VDO DTCO 3283 с блоком СКЗИ', price: '45990.00', quantity: 1 },
        { article: 'KD-01', title: 'Карта водителя с СКЗИ', price: '3150.30', quantity: 3 },
      ],
      company,
    );
    expect((await patch(`/api/v1/admin/order/${priced.id}`, { shippingCost: '700.5' })).statusCode).toBe(200);

    const invoice = async (url: string, headers: Headers) => {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      return { disposition: res.headers['content-disposition'], ...(await contentOf(res.rawPayload)) };
    };
    const own = await invoice(`/api/v1/order/${priced.id}/invoice`, me.headers);
    expect(await invoice(`/api/v1/admin/order/${priced.id}/invoice`, admin)).toEqual(own);
    expect(own).toMatchInlineSnapshot(`
      {
        "disposition": "attachment; filename="schet-1001.pdf"; filename*=UTF-8''schet-1001.pdf",
        "pages": [
          "АО «АЛЬФА-БАНК», г. Москва Банк получателя БИК 044525593 Сч. № 30101810200000000593 ИНН 7728168971 КПП 772801001 Сч. № 40702810801300012345 ООО «ТахоСнаб» Получатель Счёт на оплату № 1001 от <дата> г. Поставщик (Исполнитель): ООО «ТахоСнаб», ИНН 7728168971, КПП 772801001, 117342, г. Москва, ул. Бутлерова, д. 17, офис 305, тел.: +7 (495) 123-45-67 Покупатель (Заказчик): ООО «Тахограф-Сервис», ИНН 7707083893, КПП 773601001, 117997, г. Москва, ул. Вавилова, д. 19 № Артикул Товары (работы, услуги) Кол-во Ед. Цена Сумма 1 DTCO-3283 Тахограф VDO DTCO 3283 с блоком СКЗИ 1 шт 45 990,00 45 990,00 2 KD-01 Карта водителя с СКЗИ 3 шт 3 150,30 9 450,90 3 Доставка 1 усл. 700,50 700,50 Итого: 56 141,40 В том числе НДС (22 %): 10 123,86 Всего к оплате: 56 141,40 Всего наименований 3, на сумму 56 141,40 руб. Пятьдесят шесть тысяч сто сорок один рубль 40 копеек Руководитель Смирнов А. В. Бухгалтер Кузнецова Е. П.",
        ],
        "title": "Счёт на оплату № 1001 от <дата> г. — ТахоСнаб",
      }
    `);

    await setOrderSettings(t.db.orm, { seller: null, vatRate: 'none' });
    const unpriced = await place(
      me.headers,
      [{ article: 'KAB-7', title: 'Кабель питания', price: '617.25', quantity: 2 }],
      company,
    );
    const person = await place(
      me.headers,
      [{ article: 'KAB-8', title: 'Кабель CAN', price: '990.00', quantity: 1 }],
      checkoutBody(),
    );
    expect(
      (
        await patch(`/api/v1/admin/order/${person.id}/status`, {
          status: 'completed',
          shippingCost: '0',
          override: true,
          managerComment: 'Оплачен наличными при получении',
        })
      ).statusCode,
    ).toBe(200);
    const ownUnpriced = await invoice(`/api/v1/order/${unpriced.id}/invoice`, me.headers);
    expect(await invoice(`/api/v1/admin/order/${unpriced.id}/invoice`, admin)).toEqual(ownUnpriced);
    expect(ownUnpriced).toMatchInlineSnapshot(`
      {
        "disposition": "attachment; filename="schet-1002.pdf"; filename*=UTF-8''schet-1002.pdf",
        "pages": [
          "— Банк получателя БИК — Сч. № — ИНН — КПП — Сч. № — — Получатель Счёт на оплату № 1002 от <дата> г. Поставщик (Исполнитель): — Покупатель (Заказчик): ООО «Тахограф-Сервис», ИНН 7707083893, КПП 773601001, 117997, г. Москва, ул. Вавилова, д. 19 № Артикул Товары (работы, услуги) Кол-во Ед. Цена Сумма 1 KAB-7 Кабель питания 2 шт 617,25 1 234,50 Итого: 1 234,50 Без налога (НДС) — Всего к оплате: 1 234,50 Всего наименований 1, на сумму 1 234,50 руб. Одна тысяча двести тридцать четыре рубля 50 копеек НДС не облагается. Руководитель — Бухгалтер —",
        ],
        "title": "Счёт на оплату № 1002 от <дата> г. — ТахоСнаб",
      }
    `);

    const res = await get('/api/v1/admin/order/export', admin);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Заказы');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const placedAt = new Map([priced, unpriced, person].map((o) => [o.number, o.createdAt]));
    for (const row of rows.slice(1)) {
      // The date cell holds Moscow's wall clock at the order's moment (UTC+3); the e-mail is the test customer's.
      const at = new Date(placedAt.get(row[0] as number) ?? '');
      expect(row[1]).toEqual(new Date(at.getTime() - at.getMilliseconds() + 3 * 3600_000));
      expect(row[3]).toBe(me.user.email);
      row[1] = '<дата>';
      row[3] = '<e-mail>';
    }
    expect(rows).toMatchInlineSnapshot(`
      [
        [
          "№ заказа",
          "Дата",
          "Статус",
          "Покупатель",
          "Контакт",
          "Телефон",
          "Организация",
          "ИНН",
          "Доставка",
          "Позиций",
          "Сумма товаров",
          "Доставка ₽",
          "Итого",
          "Ставка НДС",
          "НДС ₽",
          "Оплата",
          "Оплачено ₽",
          "Отгрузка",
          "Перевозчик",
          "Накладная",
        ],
        [
          1003,
          "<дата>",
          "Выполнен",
          "<e-mail>",
          "Петров Иван Сергеевич",
          "+79151234567",
          ,
          ,
          "Курьер",
          1,
          990,
          0,
          990,
          "Без НДС",
          ,
          "Ожидает оплаты",
          0,
          "Готовится к отгрузке",
        ],
        [
          1002,
          "<дата>",
          "Новый",
          "<e-mail>",
          "Петров Иван Сергеевич",
          "+79151234567",
          "ООО «Тахограф-Сервис»",
          "7707083893",
          "Курьер",
          1,
          1234.5,
          ,
          ,
          "Без НДС",
          ,
          "Ожидает оплаты",
          0,
          "Готовится к отгрузке",
        ],
        [
          1001,
          "<дата>",
          "Новый",
          "<e-mail>",
          "Петров Иван Сергеевич",
          "+79151234567",
          "ООО «Тахограф-Сервис»",
          "7707083893",
          "Курьер",
          2,
          55440.9,
          700.5,
          56141.4,
          "22 %",
          10123.86,
          "Ожидает оплаты",
          0,
          "Готовится к отгрузке",
        ],
      ]
    `);
  });
});
