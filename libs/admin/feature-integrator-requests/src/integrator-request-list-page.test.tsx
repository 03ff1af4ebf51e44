import { SEARCH_DEBOUNCE_MS } from '@shop/admin-ui-data';
import { ErrorCode } from '@shop/errors';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntegratorRequestListPage } from './integrator-request-list-page';
import type { IntegratorRequestListFilters, IntegratorRequestsApi } from './integrator-requests-api';
import {
  apiError,
  aRequest,
  fakeIntegratorRequestsApi,
  GROUP_ID,
  REQUEST_ID,
  renderPage,
} from './testing/fake-integrator-requests-api';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PATH = '/integrator-request/list';
const confirmButton = () => screen.findByRole('button', { name: 'Одобрить заявку «ООО «Телематика Юг»»' });
const rejectButton = () => screen.findByRole('button', { name: 'Отклонить заявку «ООО «Телематика Юг»»' });

describe('integrator request list', () => {
  it('shows a loading state, then every column of a pending request with its decision buttons', async () => {
    let answer: ((value: Awaited<ReturnType<IntegratorRequestsApi['list']>>) => void) | undefined;
    renderPage(
      IntegratorRequestListPage,
      PATH,
      fakeIntegratorRequestsApi({ list: () => new Promise((resolve) => (answer = resolve)) }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Заявки интеграторов' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeTruthy();
    answer?.({ integratorRequestList: [aRequest()], pagination: { page: 1, limit: 20, total: 1 } });

    const table = await screen.findByRole('table', { name: 'Список заявок интеграторов' });
    await within(table).findByText('ООО «Телематика Юг»');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Дата', 'Покупатель', 'Компания и ИНН', 'Телефон, регион, сайт', 'Комментарий', 'Статус', 'Решение']);
    const [, row] = within(table).getAllByRole('row') as HTMLElement[];
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '05 марта 2026, 14:03:09',
      'Петров Пётрpetrov@telematika-yug.ru',
      'ООО «Телематика Юг»ИНН 7707083893',
      '+78612001020Краснодарский крайtelematika-yug.ru',
      'Обслуживаем 40 автопарков, ставим 30 тахографов в месяц',
      'На рассмотрении',
      'ОдобритьОтклонить',
    ]);
    expect(within(table).getByRole('link', { name: 'telematika-yug.ru' }).getAttribute('href')).toBe(
      'https://telematika-yug.ru/',
    );
    expect(within(table).getByRole('link', { name: '+78612001020' }).getAttribute('href')).toBe('tel:+78612001020');
    expect(screen.getByText(/Показаны заявки на рассмотрении/)).toBeTruthy();
  });

  it("shows a decided request with its badge and the manager's answer, without decision buttons", async () => {
    const api = fakeIntegratorRequestsApi({
      list: vi.fn(async ({ page, limit }: IntegratorRequestListFilters) => ({
        integratorRequestList: [
          aRequest({
            status: 'rejected',
            adminComment: 'Нет опыта',
            website: null,
            comment: null,
            user: { ...aRequest().user, firstName: null, lastName: null },
          }),
        ],
        pagination: { page, limit, total: 1 },
      })),
    });
    renderPage(IntegratorRequestListPage, `${PATH}?status=rejected`, api);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Отклонена')).toBeTruthy();
    expect(within(table).getByText('Ответ менеджера: Нет опыта')).toBeTruthy();
    expect(within(table).getByText('Имя не указано')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Одобрить|Отклонить/ })).toBeNull();
  });

  it('asks for pending requests by default and puts a changed status, "all" and a search into the URL, from page 1', async () => {
    const api = fakeIntegratorRequestsApi();
    const { router } = renderPage(IntegratorRequestListPage, `${PATH}?page=3`, api);
    await confirmButton();
    expect(api.list).toHaveBeenLastCalledWith({ page: 3, limit: 20, searchQuery: '', status: 'pending', userId: null });
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveProperty('value', 'pending');

    fireEvent.change(screen.getByRole('combobox', { name: 'Статус' }), { target: { value: 'confirmed' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmed'));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        searchQuery: '',
        status: 'confirmed',
        userId: null,
      }),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Статус' }), { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, searchQuery: '', status: null, userId: null }),
    );

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск' }), { target: { value: ' 7707083893 ' } });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10);
    vi.useRealTimers();
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        searchQuery: '7707083893',
        status: null,
        userId: null,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        searchQuery: '',
        status: 'pending',
        userId: null,
      }),
    );
  });

  it('confirms into a chosen group, which is required, with a trimmed comment; the list reloads', async () => {
    const api = fakeIntegratorRequestsApi();
    renderPage(IntegratorRequestListPage, PATH, api);
    fireEvent.click(await confirmButton());
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить заявку «ООО «Телематика Юг»»' });
    const group = await within(dialog).findByRole('combobox', { name: /Группа покупателей/ });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите группу', 'Интеграторы', 'Сервисные центры']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    expect(await within(dialog).findByText('Выберите группу, в которую войдёт покупатель')).toBeTruthy();
    expect(api.changeStatus).not.toHaveBeenCalled();

    fireEvent.change(group, { target: { value: GROUP_ID } });
    fireEvent.input(within(dialog).getByLabelText(/Комментарий для покупателя/), {
      target: { value: '  Добро пожаловать  ' },
    });
    const calls = vi.mocked(api.list).mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenCalledExactlyOnceWith(REQUEST_ID, {
        status: 'confirmed',
        customerGroupId: GROUP_ID,
        adminComment: 'Добро пожаловать',
      }),
    );
    expect(await screen.findByText('Заявка одобрена, покупатель включён в группу')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(vi.mocked(api.list).mock.calls.length).toBeGreaterThan(calls));
  });

  it('rejects with a comment, or without one', async () => {
    const api = fakeIntegratorRequestsApi();
    renderPage(IntegratorRequestListPage, PATH, api);
    fireEvent.click(await rejectButton());
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить заявку «ООО «Телематика Юг»»' });
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(api.listCustomerGroups).not.toHaveBeenCalled();
    fireEvent.input(within(dialog).getByLabelText(/Комментарий для покупателя/), {
      target: { value: 'Нет опыта установки тахографов' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenCalledExactlyOnceWith(REQUEST_ID, {
        status: 'rejected',
        adminComment: 'Нет опыта установки тахографов',
      }),
    );
    expect(await screen.findByText('Заявка отклонена')).toBeTruthy();

    fireEvent.click(await rejectButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenLastCalledWith(REQUEST_ID, { status: 'rejected', adminComment: null }),
    );
  });

  it('says so and reloads when the request was decided meanwhile (32), and beside the select when the group is gone (6)', async () => {
    const changeStatus = vi
      .fn()
      .mockRejectedValueOnce(apiError(ErrorCode.RecordNotFound, 404))
      .mockRejectedValueOnce(apiError(ErrorCode.Conflict));
    const api = fakeIntegratorRequestsApi({ changeStatus });
    renderPage(IntegratorRequestListPage, PATH, api);
    fireEvent.click(await confirmButton());
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByRole('combobox', { name: /Группа покупателей/ }), {
      target: { value: GROUP_ID },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    expect(await within(dialog).findByText('Такой группы больше нет: выберите другую.')).toBeTruthy();

    const calls = vi.mocked(api.list).mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    expect(await screen.findByText('По заявке уже принято решение: список обновлён.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(vi.mocked(api.list).mock.calls.length).toBeGreaterThan(calls));
  });

  it('tells when there is no customer group to confirm into', async () => {
    renderPage(
      IntegratorRequestListPage,
      PATH,
      fakeIntegratorRequestsApi({ listCustomerGroups: vi.fn(async () => []) }),
    );
    fireEvent.click(await confirmButton());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Групп покупателей пока нет/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Одобрить' })).toHaveProperty('disabled', true);
  });

  it('offers a retry when the list fails to load', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ integratorRequestList: [aRequest()], pagination: { page: 1, limit: 20, total: 1 } });
    renderPage(IntegratorRequestListPage, PATH, fakeIntegratorRequestsApi({ list }));
    expect(await screen.findByText('Не удалось загрузить заявки.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await confirmButton()).toBeTruthy();
  });
});
