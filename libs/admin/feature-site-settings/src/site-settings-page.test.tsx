import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSettingsPage } from './site-settings-page';
import type { SiteSettingsApi } from './site-settings-api';
import {
  aChange,
  apiError,
  aSeller,
  fakeSiteSettingsApi,
  renderPage,
  someSettings,
} from './testing/fake-site-settings-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openSettings(api: SiteSettingsApi, path = '/settings/site') {
  const view = renderPage(SiteSettingsPage, path, api);
  await screen.findByRole('heading', { level: 2, name: 'Файлы для покупателей' });
  return view;
}

function type(label: RegExp | string, value: string, within_: HTMLElement = document.body) {
  fireEvent.input(within(within_).getByLabelText(label), { target: { value } });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('site settings page', () => {
  it('shows the current price list: its title, type, size, when and by whom it came, and offers its download', async () => {
    const api = fakeSiteSettingsApi({
      listChanges: vi.fn(async ({ page, limit }) => ({
        changeList: [
          aChange({
            field: 'priceListFile',
            oldValue: null,
            newValue: { title: 'Прайс-лист ТахоСнаб 2026', extension: 'xlsx' },
          }),
        ],
        pagination: { page, limit, total: 1 },
      })),
    });
    await openSettings(api);
    const card = region('Прайс-лист');
    expect(within(card).getByText('Прайс-лист ТахоСнаб 2026')).toBeTruthy();
    expect(within(card).getByText('XLSX')).toBeTruthy();
    expect(await within(card).findByText('47 КБ')).toBeTruthy();
    expect(await within(card).findByText('20 ноября 2026, 12:00:00, Смирнов Пётр (root@tahosnab.ru)')).toBeTruthy();
    expect(api.fileSize).toHaveBeenCalledWith('priceListFile');
    // A spreadsheet has no inline preview; the requisites card says there is no file yet.
    expect(within(card).queryByRole('button', { name: 'Показать предпросмотр' })).toBeNull();
    expect(within(region('Реквизиты компании')).getByText('Файл не загружен')).toBeTruthy();

    // saveBlob clicks a hidden link to an object URL; jsdom has neither, so both are spied on.
    URL.createObjectURL ??= () => '';
    URL.revokeObjectURL ??= () => undefined;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:price-list');
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(within(card).getByRole('button', { name: 'Скачать' }));
    await waitFor(() => expect(api.downloadFile).toHaveBeenCalledWith('priceListFile'));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect((save.mock.contexts[0] as HTMLAnchorElement).download).toBe('Прайс-лист ТахоСнаб 2026.xlsx');
  });

  it('uploads a new price list under a title, with a progress bar while the bytes go up', async () => {
    let finish: () => void = () => undefined;
    const api = fakeSiteSettingsApi();
    const uploadFile = vi.fn<SiteSettingsApi['uploadFile']>(
      (field, file, title, onProgress) =>
        new Promise((resolve) => {
          onProgress({ loaded: 1024, total: 4096 });
          finish = () =>
            resolve({
              ...someSettings(),
              priceListFile: {
                title: title ?? '',
                extension: 'pdf',
                bucketName: 'public',
                path: '/site-settings/price-list-2.pdf',
              },
            });
        }),
    );
    api.uploadFile = uploadFile;
    await openSettings(api);
    const card = region('Прайс-лист');
    const file = new File([new Uint8Array(4000)], 'price.pdf', { type: 'application/pdf' });
    fireEvent.change(within(card).getByLabelText(/^Заменить файл/), { target: { files: [file] } });
    type(/^Название для скачивания/, 'Прайс-лист на декабрь', card);
    fireEvent.click(within(card).getByRole('button', { name: 'Загрузить' }));

    const bar = await within(card).findByRole('progressbar', { name: 'Загрузка файла' });
    expect(bar.getAttribute('value')).toBe('25');
    expect(within(card).getByRole('status').textContent).toBe('Загружаем «price.pdf»: 25 %');
    expect(uploadFile).toHaveBeenCalledWith('priceListFile', file, 'Прайс-лист на декабрь', expect.any(Function));

    finish();
    expect(await screen.findByText('Файл загружен')).toBeTruthy();
    await waitFor(() => expect(within(region('Прайс-лист')).getByText('Прайс-лист на декабрь')).toBeTruthy());
    expect(within(region('Прайс-лист')).queryByRole('progressbar')).toBeNull();
    // A PDF can be looked at in place now.
    expect(within(region('Прайс-лист')).getByRole('button', { name: 'Показать предпросмотр' })).toBeTruthy();
  });

  it('refuses a file of the wrong type before sending it, and shows the API’s file message at the field', async () => {
    const api = fakeSiteSettingsApi({
      uploadFile: vi.fn(async () => Promise.reject(apiError(12, 400, [{ field: 'file', message: 'Файл повреждён' }]))),
    });
    await openSettings(api);
    const card = region('Реквизиты компании');
    fireEvent.change(within(card).getByLabelText(/^Загрузить файл/), {
      target: { files: [new File(['x'], 'requisites.exe')] },
    });
    expect(within(card).getByText(/^Этот тип файла не подходит/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Загрузить' }));
    expect(api.uploadFile).not.toHaveBeenCalled();

    fireEvent.change(within(card).getByLabelText(/^Загрузить файл/), {
      target: { files: [new File(['%PDF'], 'requisites.pdf')] },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Загрузить' }));
    expect(await within(card).findByText('Файл повреждён')).toBeTruthy();
  });

  it('renames the file, and removes it only after a confirmation', async () => {
    const api = fakeSiteSettingsApi();
    await openSettings(api);
    let card = region('Прайс-лист');
    fireEvent.click(within(card).getByRole('button', { name: 'Переименовать' }));
    const renameField = within(card).getAllByLabelText(/^Название для скачивания/)[0] as HTMLInputElement;
    expect(renameField.value).toBe('Прайс-лист ТахоСнаб 2026');
    fireEvent.change(renameField, { target: { value: '  Прайс 2027 ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Сохранить название' }));
    await waitFor(() => expect(api.renameFile).toHaveBeenCalledWith('priceListFile', 'Прайс 2027'));
    await waitFor(() => expect(within(region('Прайс-лист')).getByText('Прайс 2027')).toBeTruthy());

    card = region('Прайс-лист');
    fireEvent.click(within(card).getByRole('button', { name: 'Удалить файл' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Удалить файл «Прайс 2027.xlsx»? Покупатели больше не смогут его скачать.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.removeFile).not.toHaveBeenCalled();

    fireEvent.click(within(region('Прайс-лист')).getByRole('button', { name: 'Удалить файл' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить файл' }));
    await waitFor(() => expect(api.removeFile).toHaveBeenCalledWith('priceListFile'));
    expect(await within(region('Прайс-лист')).findByText('Файл не загружен')).toBeTruthy();
  });

  it('saves the free-shipping cost as an exact decimal string and says what it means now', async () => {
    const api = fakeSiteSettingsApi({}, someSettings({ freeShippingCost: '0' }));
    await openSettings(api);
    const block = region('Бесплатная доставка');
    expect(within(block).getByText('Сейчас бесплатной доставки нет.')).toBeTruthy();
    expect(within(block).getByText(/0 — магазин не предлагает бесплатную доставку/)).toBeTruthy();
    type(/^Сумма заказа для бесплатной доставки/, '10 000');
    fireEvent.click(within(block).getByRole('button', { name: 'Сохранить сумму' }));
    await waitFor(() => expect(api.setFreeShippingCost).toHaveBeenCalledWith('10000'));
    expect(
      await within(region('Бесплатная доставка')).findByText('Сейчас доставка бесплатна для заказов от 10 000,00 ₽.'),
    ).toBeTruthy();
  });

  it('shows its own check, and a code 21 of the server, beside the free-shipping field', async () => {
    const api = fakeSiteSettingsApi({ setFreeShippingCost: vi.fn(async () => Promise.reject(apiError(21, 400))) });
    await openSettings(api);
    const block = region('Бесплатная доставка');
    type(/^Сумма заказа для бесплатной доставки/, '-5');
    fireEvent.click(within(block).getByRole('button', { name: 'Сохранить сумму' }));
    expect(await within(block).findByText('Сумма не может быть отрицательной')).toBeTruthy();
    expect(api.setFreeShippingCost).not.toHaveBeenCalled();

    type(/^Сумма заказа для бесплатной доставки/, '500');
    fireEvent.click(within(block).getByRole('button', { name: 'Сохранить сумму' }));
    const message = await within(block).findByText(
      'Сумма не подходит: укажите не меньше 0 рублей, не больше двух знаков после запятой',
    );
    expect(
      within(block)
        .getByLabelText(/^Сумма заказа/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(message).toBeTruthy();
  });

  it('switches the storefront to the new-year theme', async () => {
    const api = fakeSiteSettingsApi();
    await openSettings(api);
    const block = region('Оформление магазина');
    expect(within(block).getByText('Сейчас в магазине: Обычная')).toBeTruthy();
    const apply = within(block).getByRole('button', { name: 'Применить тему' });
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.click(within(block).getByRole('radio', { name: 'Новогодняя' }));
    fireEvent.click(apply);
    await waitFor(() => expect(api.setTheme).toHaveBeenCalledWith('new_year'));
    expect(await within(region('Оформление магазина')).findByText('Сейчас в магазине: Новогодняя')).toBeTruthy();
  });

  it("checks the seller's requisites in the browser, and puts the API's seller.<field> messages beside the fields", async () => {
    const api = fakeSiteSettingsApi({
      setShopRequisites: vi.fn(async () =>
        Promise.reject(apiError(12, 400, [{ field: 'seller.bik', message: 'Такого БИК нет в справочнике банков' }])),
      ),
    });
    await openSettings(api);
    const block = region('Реквизиты продавца для счетов');
    type(/^ИНН/, '7707083894', block);
    fireEvent.click(within(block).getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(await within(block).findByText('ИНН указан с ошибкой: не сходится контрольное число')).toBeTruthy();
    expect(api.setShopRequisites).not.toHaveBeenCalled();

    type(/^ИНН/, '7707083893', block);
    fireEvent.click(within(block).getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(await within(block).findByText('Такого БИК нет в справочнике банков')).toBeTruthy();
    expect(within(block).getByLabelText(/^БИК/).getAttribute('aria-invalid')).toBe('true');
  });

  it('saves the seller whole, with НДС and the order e-mail (blank = nobody)', async () => {
    const api = fakeSiteSettingsApi();
    await openSettings(api);
    const block = region('Реквизиты продавца для счетов');
    type(/^Главный бухгалтер/, 'Иванова А. А.', block);
    const vat = within(block).getByLabelText(/^Ставка НДС/) as HTMLSelectElement;
    // The rates a seller can have since 2026, 22 % first; 20 % stays only on the orders placed before.
    expect([...vat.options].map((option) => option.textContent)).toEqual([
      'НДС 22 %',
      'НДС 10 %',
      'НДС 7 %',
      'НДС 5 %',
      'НДС 0 %',
      'Без НДС',
    ]);
    expect(vat.value).toBe('22');
    expect(vat.getAttribute('aria-describedby') ?? '').not.toBe('');
    expect(within(block).getByText(/С 1 января 2026 года основная ставка — 22 %/)).toBeTruthy();
    fireEvent.change(vat, { target: { value: 'none' } });
    type(/^Почта для уведомлений/, '', block);
    fireEvent.click(within(block).getByRole('button', { name: 'Сохранить реквизиты' }));
    await waitFor(() => expect(api.setShopRequisites).toHaveBeenCalledOnce());
    expect(api.setShopRequisites).toHaveBeenCalledWith({
      seller: aSeller({ accountant: 'Иванова А. А.' }),
      vatRate: 'none',
      orderEmail: null,
    });
  });

  it('lists the history in Russian, filtered by a setting and paged through the URL', async () => {
    const api = fakeSiteSettingsApi({
      listChanges: vi.fn(async ({ page, limit, field }) => ({
        changeList:
          field === 'thematicTheme'
            ? [aChange({ field: 'thematicTheme', oldValue: 'default', newValue: 'new_year', changedBy: null })]
            : [aChange()],
        pagination: { page, limit, total: 45 },
      })),
    });
    const { router } = await openSettings(api);
    const history = region('История изменений');
    const table = await within(history).findByRole('table', { name: 'История изменений настроек' });
    await waitFor(() =>
      expect(
        within(within(table).getAllByRole('row')[1] as HTMLElement)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        '20 ноября 2026, 12:00:00',
        'Смирнов Пётр (root@tahosnab.ru)',
        'Бесплатная доставка от',
        '0 (без бесплатной доставки) → 15 000,00 ₽',
      ]),
    );
    fireEvent.change(within(history).getByLabelText('Настройка'), { target: { value: 'thematicTheme' } });
    await waitFor(() => expect(router.state.location.search).toBe('?field=thematicTheme'));
    await waitFor(() => expect(within(history).getByText('Обычная → Новогодняя')).toBeTruthy());
    expect(within(history).getByText('удалённый пользователь')).toBeTruthy();
    expect(api.listChanges).toHaveBeenCalledWith({ page: 1, limit: 20, field: 'thematicTheme' });

    fireEvent.click(within(history).getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(router.state.location.search).toBe('?field=thematicTheme&page=2'));
    await waitFor(() => expect(api.listChanges).toHaveBeenCalledWith({ page: 2, limit: 20, field: 'thematicTheme' }));
  });

  it('asks before leaving with an unsaved change', async () => {
    const api = fakeSiteSettingsApi();
    const { router } = await openSettings(api);
    type(/^Сумма заказа для бесплатной доставки/, '20000');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await router.navigate('/order/list');
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith('На странице есть несохранённые изменения. Уйти без сохранения?'),
    );
    expect(router.state.location.pathname).toBe('/settings/site');
  });

  it('offers a retry when the settings fail to load', async () => {
    const get = vi.fn().mockRejectedValueOnce(apiError(0, 500)).mockResolvedValue(someSettings());
    renderPage(SiteSettingsPage, '/settings/site', fakeSiteSettingsApi({ get }));
    expect(await screen.findByText('Не удалось загрузить настройки сайта.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Файлы для покупателей' })).toBeTruthy();
  });
});
