import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeUsersApi, renderPage } from './testing/render-page';
import { SEARCH_DEBOUNCE_MS } from '@shop/admin-ui-data';
import { UserListPage } from './user-list-page';
import type { UserListFilters } from './users-api';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const users = Array.from({ length: 20 }, (_, i) =>
  aUser({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, email: `user${i}@firma.ru` }),
);

function pagedApi(total = 45) {
  return fakeUsersApi({
    list: vi.fn(async ({ page, limit }: UserListFilters) => ({
      userList: users.slice(0, limit),
      pagination: { page, limit, total },
    })),
  });
}

describe('user list', () => {
  it('shows a loading state until the first page arrives', async () => {
    let answer: ((value: Awaited<ReturnType<ReturnType<typeof fakeUsersApi>['list']>>) => void) | undefined;
    const api = fakeUsersApi({ list: () => new Promise((resolve) => (answer = resolve)) });
    renderPage(UserListPage, '/user/list', api);
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Список пользователей' }).closest('[aria-busy]')).toBeTruthy();
    answer?.({ userList: [aUser()], pagination: { page: 1, limit: 20, total: 1 } });
    expect(await screen.findByRole('link', { name: 'ivanov@firma.ru' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Загрузка…' })).toBeNull();
  });

  it("says 'Нет данных' when no user matches", async () => {
    renderPage(UserListPage, '/user/list?searchQuery=никого', fakeUsersApi());
    expect(await screen.findByText('Нет данных')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveProperty('value', 'никого');
  });

  it('shows every column, a row per user and links each row to its update page', async () => {
    renderPage(
      UserListPage,
      '/user/list',
      fakeUsersApi({
        list: async () => ({ userList: [aUser({ isActive: false })], pagination: { page: 1, limit: 20, total: 1 } }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Список пользователей' });
    await within(table).findByText('ivanov@firma.ru');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Почта', 'Имя', 'Телефон', 'Компания', 'Роль', 'Активен', 'Почта подтверждена', 'Создан']);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      'ivanov@firma.ru',
      'Иванов Иван Петрович',
      '+79123456789',
      'ООО «Тахограф-Сервис»',
      'Покупатель',
      'Нет',
      'Да',
      '05 марта 2026',
    ]);
    expect(within(table).getByRole('link', { name: 'ivanov@firma.ru' }).getAttribute('href')).toBe(
      '/user/update?id=5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11',
    );
  });

  it('reads the page and size from the URL and pages through the URL', async () => {
    const api = pagedApi();
    const { router } = renderPage(UserListPage, '/user/list?page=2&limit=10', api);
    expect(await screen.findByText('Страница 2 из 5')).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith({ page: 2, limit: 10, searchQuery: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&limit=10'));
    expect(await screen.findByText('Страница 3 из 5')).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith({ page: 3, limit: 10, searchQuery: '' });

    fireEvent.change(screen.getByRole('combobox', { name: 'На странице' }), { target: { value: '50' } });
    await waitFor(() => expect(router.state.location.search).toBe('?limit=50'));
    expect(await screen.findByText('Страница 1 из 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Назад' })).toHaveProperty('disabled', true);
  });

  it('searches after typing settles, from page 1, keeping the query in the URL', async () => {
    const api = pagedApi();
    const { router } = renderPage(UserListPage, '/user/list?page=3', api);
    await screen.findByText('Страница 3 из 3');
    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Поиск' });
    fireEvent.change(search, { target: { value: 'Ива' } });
    fireEvent.change(search, { target: { value: 'Иванов ' } });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10);
    expect(router.state.location.search).toBe('?page=3');
    vi.advanceTimersByTime(20);
    vi.useRealTimers();
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?${new URLSearchParams({ searchQuery: 'Иванов' })}`),
    );
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, searchQuery: 'Иванов' }));
    expect(api.list).not.toHaveBeenCalledWith(expect.objectContaining({ searchQuery: 'Ива' }));
  });

  it('falls back to defaults for a malformed URL', async () => {
    const api = pagedApi();
    renderPage(UserListPage, '/user/list?page=-1&limit=1000', api);
    await screen.findByText('Страница 1 из 3');
    expect(api.list).toHaveBeenCalledWith({ page: 1, limit: 20, searchQuery: '' });
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ userList: [aUser()], pagination: { page: 1, limit: 20, total: 1 } });
    renderPage(UserListPage, '/user/list', fakeUsersApi({ list }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить пользователей.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'ivanov@firma.ru' })).toBeTruthy();
  });
});
