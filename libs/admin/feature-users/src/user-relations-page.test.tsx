import { ApiError } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeUsersApi, renderPage } from './testing/render-page';
import { UserCreateRelationsPage, UserUpdateRelationsPage } from './user-relations-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const USER_ID = '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11';
const requisitesFile = { title: 'Реквизиты ООО', extension: 'pdf', bucketName: 'private', path: '/requisites/abc.pdf' };

describe('user relations', () => {
  it('shows what the user is tied to now', async () => {
    const api = fakeUsersApi({
      get: async () =>
        aUser({ customerGroup: { id: USER_ID, title: 'Интеграторы' }, latestIntegratorRequestStatus: 'pending' }),
    });
    renderPage(UserUpdateRelationsPage, `/user/update/relations?id=${USER_ID}`, api);
    expect(await screen.findByText('Интеграторы')).toBeTruthy();
    expect(screen.getByText('На рассмотрении')).toBeTruthy();
    expect(screen.getByText('Не загружены')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Скачать реквизиты' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Связи' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when there is no group and no request', async () => {
    renderPage(UserUpdateRelationsPage, `/user/update/relations?id=${USER_ID}`, fakeUsersApi());
    expect(await screen.findByText('Не назначена')).toBeTruthy();
    expect(screen.getByText('Заявок нет')).toBeTruthy();
  });

  it('downloads the requisites under their original name', async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:requisites');
    URL.revokeObjectURL = vi.fn();
    const api = fakeUsersApi({ get: async () => aUser({ requisitesFile }) });
    renderPage(UserUpdateRelationsPage, `/user/update/relations?id=${USER_ID}`, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Скачать реквизиты' }));
    await waitFor(() => expect(clicks).toEqual([{ href: 'blob:requisites', download: 'Реквизиты ООО.pdf' }]));
    expect(api.downloadRequisites).toHaveBeenCalledWith(USER_ID);
  });

  it('toasts a failed download', async () => {
    const downloadRequisites = vi.fn(async () => {
      throw ApiError.fromReply(404, { error: 6, message: 'Запись не найдена' });
    });
    renderPage(
      UserUpdateRelationsPage,
      `/user/update/relations?id=${USER_ID}`,
      fakeUsersApi({ get: async () => aUser({ requisitesFile }), downloadRequisites }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Скачать реквизиты' }));
    expect(await screen.findByText('Возникла ошибка')).toBeTruthy();
  });

  it('explains that a user being created has no relations yet', async () => {
    renderPage(UserCreateRelationsPage, '/user/create/relations', fakeUsersApi());
    expect(await screen.findByText(/Связи появятся после создания пользователя/)).toBeTruthy();
  });
});
