import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccessDeps } from '../access/check-admin-access';
import { json } from '../testing/fake-api';
import { renderAdmin } from '../testing/render-admin';

const admin: AdminAccessDeps = { restoreSession: vi.fn(async () => true), checkAdmin: vi.fn(async () => true) };
const expire = 'safe_page_leave=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie = expire;
});

const emptyGroup = {
  'GET /api/v1/admin/attribute-group/list': () =>
    json(200, { payload: { attributeGroupList: [], pagination: { page: 1, limit: 100, total: 0 } } }),
};

describe('the "safe page leave" switch', () => {
  it('is on by default and writes the cookie (path /, long-lived) when turned off and on', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    renderAdmin('/admin', {}, { access: admin });
    const toggle = await screen.findByRole('switch', { name: 'Предупреждать о несохранённых изменениях' });
    expect(toggle).toHaveProperty('checked', true);

    fireEvent.click(toggle);
    expect(toggle).toHaveProperty('checked', false);
    expect(cookie).toHaveBeenLastCalledWith(expect.stringMatching(/^safe_page_leave=false; Path=\/; Expires=/));
    fireEvent.click(toggle);
    expect(cookie).toHaveBeenLastCalledWith(expect.stringMatching(/^safe_page_leave=true; Path=\/; Expires=/));
  });

  it('decides whether a dirty catalogue form asks before the admin leaves it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderAdmin('/admin/attribute-group/upsert', emptyGroup, { access: admin });
    fireEvent.input(await screen.findByLabelText(/^Название/), { target: { value: 'Электрика' } });
    fireEvent.click(screen.getByRole('link', { name: 'Атрибуты' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(router.state.location.pathname).toBe('/admin/attribute-group/upsert');

    fireEvent.click(screen.getByRole('switch', { name: 'Предупреждать о несохранённых изменениях' }));
    fireEvent.click(screen.getByRole('link', { name: 'Атрибуты' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/attribute/list'));
    expect(confirm).toHaveBeenCalledOnce();
  });
});
