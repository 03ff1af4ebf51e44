import { describe, expect, it } from 'vitest';
import { contentPageProblems, toContentPageInput } from './content-page-form-values';
import { costToInput, parseFreeShippingCost } from './free-shipping-input';
import { sellerFormDefaults, sellerFormProblems, toShopRequisitesBody } from './seller-form-values';
import { changedByLabel, changeValueText, formatFileSize, sellerFieldsChanged, userLabel } from './settings-format';
import { fileProblem, percentOf } from './site-file-card';
import { aChange, aRoot, aSeller, someSettings } from './testing/fake-site-settings-api';

describe('parseFreeShippingCost', () => {
  it('reads roubles as typed into the exact decimal string the API takes', () => {
    expect(parseFreeShippingCost('10 000')).toEqual({ ok: true, value: '10000' });
    expect(parseFreeShippingCost('1\u00a0500,5')).toEqual({ ok: true, value: '1500.5' });
    expect(parseFreeShippingCost('1500.50')).toEqual({ ok: true, value: '1500.50' });
    expect(parseFreeShippingCost('0')).toEqual({ ok: true, value: '0' });
    expect(parseFreeShippingCost('007')).toEqual({ ok: true, value: '7' });
  });

  it('refuses what the API answers with code 21, and an empty field', () => {
    expect(parseFreeShippingCost('')).toEqual({ ok: false, problem: 'required' });
    expect(parseFreeShippingCost('-100')).toEqual({ ok: false, problem: 'negative' });
    expect(parseFreeShippingCost('100,505')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseFreeShippingCost('десять')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseFreeShippingCost('1e5')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseFreeShippingCost('12345678901')).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('shows the stored cost with a comma', () => {
    expect(costToInput('1500.5')).toBe('1500,5');
    expect(costToInput('10000')).toBe('10000');
  });
});

describe('the seller form', () => {
  it('passes a seller a bank accepts and sends it trimmed, blank optional fields as null', () => {
    const values = { ...sellerFormDefaults(someSettings()), title: '  ООО «ТахоСнаб» ', phone: ' ', orderEmail: '' };
    expect(sellerFormProblems(values).size).toBe(0);
    expect(toShopRequisitesBody(values)).toEqual({
      seller: { ...aSeller(), title: 'ООО «ТахоСнаб»', phone: null, accountant: null },
      vatRate: '22',
      orderEmail: null,
    });
  });

  it('names each field a bank or the API would refuse, with the shared Russian reasons', () => {
    const values = {
      ...sellerFormDefaults(someSettings({ seller: null })),
      inn: '7707083894',
      bik: '044525225',
      checkingAccount: '40702810938000000002',
      correspondentAccount: '30101810400000000225',
      orderEmail: 'orders@',
    };
    const problems = sellerFormProblems(values);
    expect(problems.get('inn')).toBe('ИНН указан с ошибкой: не сходится контрольное число');
    expect(problems.get('checkingAccount')).toBe('Расчётный счёт не соответствует БИК: проверьте счёт и БИК');
    expect(problems.get('title')).toBe('Заполните поле');
    expect(problems.get('bankName')).toBe('Заполните поле');
    expect(problems.get('orderEmail')).toBe('Проверьте адрес электронной почты');
    expect(problems.has('correspondentAccount')).toBe(false);
  });

  it('starts from blanks while no seller is stored', () => {
    const values = sellerFormDefaults(someSettings({ seller: null, orderEmail: null, vatRate: 'none' }));
    expect(values.title).toBe('');
    expect(values.orderEmail).toBe('');
    expect(values.vatRate).toBe('none');
  });
});

describe('the history in Russian', () => {
  it('names files, sums, the theme, НДС and the seller readably', () => {
    expect(changeValueText('priceListFile', { title: 'Прайс 2026', extension: 'xlsx' })).toBe('Прайс 2026.xlsx');
    expect(changeValueText('freeShippingCost', '10000')).toBe('10 000,00 ₽');
    expect(changeValueText('freeShippingCost', '0')).toBe('0 (без бесплатной доставки)');
    expect(changeValueText('thematicTheme', 'new_year')).toBe('Новогодняя');
    expect(changeValueText('vatRate', 'none')).toBe('Без НДС');
    // The shop's move to 22 % names the 20 % it left, which the setting no longer offers.
    expect(changeValueText('vatRate', '20')).toBe('НДС 20 %');
    expect(changeValueText('vatRate', '22')).toBe('НДС 22 %');
    expect(changeValueText('orderEmail', null)).toBe('не задано');
    expect(changeValueText('seller', aSeller())).toBe('ООО «ТахоСнаб», ИНН 7707083893');
  });

  it('names who made a change: the administrator, a deleted user, or the shop itself for a migration', () => {
    expect(changedByLabel(aChange())).toBe('Смирнов Пётр (root@tahosnab.ru)');
    expect(changedByLabel(aChange({ changedBy: null }))).toBe('удалённый пользователь');
    expect(changedByLabel(aChange({ changedBy: null, note: 'Обновление магазина: основная ставка НДС 22 %' }))).toBe(
      'магазин (обновление)',
    );
  });

  it("lists the seller's fields a change touched", () => {
    expect(
      sellerFieldsChanged({
        oldValue: aSeller(),
        newValue: aSeller({ bik: '044525974', accountant: 'Иванова А. А.' }),
      }),
    ).toEqual(['БИК', 'Главный бухгалтер']);
    expect(sellerFieldsChanged({ oldValue: null, newValue: aSeller() })).toEqual([]);
  });

  it('names who changed it, or that the user is gone', () => {
    expect(userLabel(aRoot())).toBe('Смирнов Пётр (root@tahosnab.ru)');
    expect(userLabel(aRoot({ firstName: null, lastName: null }))).toBe('root@tahosnab.ru');
    expect(userLabel(null)).toBe('удалённый пользователь');
  });
});

describe('files', () => {
  it('formats sizes in binary units with a Russian decimal comma', () => {
    expect(formatFileSize(512)).toBe('512 Б');
    expect(formatFileSize(48_128)).toBe('47 КБ');
    expect(formatFileSize(3_355_443)).toBe('3,2 МБ');
  });

  it('checks a chosen file as the API does: its type, not empty, at most 50 MB', () => {
    const file = (name: string, size: number) => new File([new Uint8Array(Math.min(size, 16))], name);
    expect(fileProblem('priceListFile', file('Прайс.xlsx', 10))).toBeNull();
    expect(fileProblem('priceListFile', file('Прайс.png', 10))).toMatch(/^Этот тип файла не подходит/);
    expect(fileProblem('requisitesFile', file('Реквизиты.PNG', 10))).toBeNull();
    expect(fileProblem('requisitesFile', file('Реквизиты.pdf', 0))).toBe('Файл пустой');
    const huge = new File(['x'], 'Прайс.zip');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    expect(fileProblem('priceListFile', huge)).toBe('Файл больше 50 МБ: загрузите файл поменьше');
  });

  it('turns the bytes sent into a whole percentage', () => {
    expect(percentOf({ loaded: 0, total: 200 })).toBe(0);
    expect(percentOf({ loaded: 99, total: 200 })).toBe(49);
    expect(percentOf({ loaded: 200, total: 200 })).toBe(100);
    expect(percentOf({ loaded: 10, total: null })).toBe(0);
  });
});

describe('the content page form', () => {
  it('requires a title and words in the text, and keeps the lengths of the contract', () => {
    const problems = contentPageProblems({
      title: ' ',
      html: '<p> </p>',
      seoTitle: 'x'.repeat(201),
      seoDescription: '',
    });
    expect(problems.get('title')).toBe('Заполните поле');
    expect(problems.get('html')).toBe('Добавьте текст страницы');
    expect(problems.get('seoTitle')).toBe('Не больше 200 символов');
    expect(problems.has('seoDescription')).toBe(false);
  });

  it('sends the title trimmed, the HTML as typed and blank SEO fields as null', () => {
    expect(
      toContentPageInput({
        title: ' Доставка ',
        html: '<p>Текст</p>\n',
        seoTitle: ' ',
        seoDescription: ' Доставка по России ',
      }),
    ).toEqual({
      title: 'Доставка',
      html: '<p>Текст</p>\n',
      seoTitle: null,
      seoDescription: 'Доставка по России',
    });
  });
});
