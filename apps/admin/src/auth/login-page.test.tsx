import { ApiError } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { identityRoutes } from '../testing/fake-api';
import { renderAdmin } from '../testing/render-admin';
import { loginErrorMessage } from './login-page';

afterEach(cleanup);

async function openLogin(
  path: string,
  routes = identityRoutes('anonymous', { login: { password: 'верный-пароль', as: 'admin' } }),
) {
  const rendered = renderAdmin(path, routes);
  await screen.findByRole('heading', { level: 1, name: 'Вход в админку' });
  return rendered;
}

function fill(email: string, password: string) {
  fireEvent.input(screen.getByLabelText(/Электронная почта/), { target: { value: email } });
  fireEvent.input(screen.getByLabelText(/^Пароль/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('sign-in screen', () => {
  it('explains empty fields in Russian beside them, without calling the API', async () => {
    const { calls } = await openLogin('/admin/auth/login');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Укажите электронную почту')).toBeTruthy();
    expect(screen.getByText('Укажите пароль')).toBeTruthy();
    expect(screen.getByLabelText(/Электронная почта/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toContain('POST /api/v1/auth/login');
  });

  it('focuses the first field with a problem, and clears a message once the field is fixed', async () => {
    await openLogin('/admin/auth/login');
    fill('', '');
    const email = screen.getByLabelText(/Электронная почта/);
    expect(await screen.findByText('Укажите электронную почту')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    fireEvent.input(email, { target: { value: 'root@shop.test' } });
    await waitFor(() => expect(screen.queryByText('Укажите электронную почту')).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Укажите пароль')).toBeTruthy();
  });

  it('rejects a malformed email', async () => {
    await openLogin('/admin/auth/login');
    fill('не-почта', 'x');
    expect(await screen.findByText('Проверьте адрес электронной почты')).toBeTruthy();
  });

  it('offers to show the password', async () => {
    await openLogin('/admin/auth/login');
    const password = screen.getByLabelText(/^Пароль/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('says so when the email or password is wrong', async () => {
    await openLogin('/admin/auth/login');
    fill('root@shop.test', 'неверный');
    expect((await screen.findByRole('alert')).textContent).toContain('Неверный адрес электронной почты или пароль');
  });

  it('signs an admin in and continues to the page that was asked for', async () => {
    const { router, calls } = await openLogin('/admin/user/list?page=2');
    fill('  root@shop.test ', 'верный-пароль');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user/list'));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls).toContain('POST /api/v1/auth/login');
    expect(calls).toContain('GET /api/v1/auth/permission/can');
  });

  it('refuses an account without admin rights and signs it out again', async () => {
    const { router, calls, session } = await openLogin(
      '/admin/auth/login',
      identityRoutes('anonymous', {
        email: 'buyer@shop.test',
        login: { password: 'пароль-покупателя', as: 'customer' },
      }),
    );
    fill('buyer@shop.test', 'пароль-покупателя');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('нет доступа к админке');
    expect(calls).toContain('POST /api/v1/auth/logout');
    expect(session.getState().isLoggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/admin/auth/login');
  });

  it('goes straight on when an admin session still exists', async () => {
    const { router } = renderAdmin('/admin/auth/login?redirect=%2Fuser%2Flist', identityRoutes('admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user/list'));
  });
});

describe('loginErrorMessage', () => {
  it('uses the API text for too many attempts and a generic text for the unexpected', () => {
    const limited = ApiError.fromReply(429, { error: 0, message: 'Слишком много попыток. Повторите через 30 с.' });
    expect(loginErrorMessage(limited)).toBe('Слишком много попыток. Повторите через 30 с.');
    expect(loginErrorMessage(new Error('boom'))).toBe('Не удалось войти. Повторите попытку.');
    expect(loginErrorMessage(ApiError.fromReply(500, { error: 0, message: 'Внутренняя ошибка' }))).toBe(
      'Не удалось войти. Повторите попытку.',
    );
  });
});
