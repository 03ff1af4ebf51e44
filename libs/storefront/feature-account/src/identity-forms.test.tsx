import { createApiClient } from '@shop/api-client';
import { createSessionStore, SessionProvider } from '@shop/session';
import { ToastProvider } from '@shop/ui-kit';
import { testUser } from '@shop/session/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '@shop/storefront-data-access';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const USER = testUser();

/** Renders a page inside the providers the root gives it, with a fake API answering by "METHOD path". */
function renderPage(Page: () => React.ReactNode, path: string, routes: Record<string, () => Response>) {
  const sent: { route: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const route = `${request.method} ${new URL(request.url).pathname}`;
    sent.push({ route, body: request.body ? await request.clone().json() : undefined });
    return routes[route]?.() ?? json(404, { error: 6, message: 'Запись не найдена' });
  }) as typeof globalThis.fetch;
  const session = createSessionStore({ api: () => api, storage: null, reload: () => undefined });
  const api = createApiClient({ baseUrl: 'http://shop.test', fetch, getAccessToken: session.getAccessToken });
  function Where() {
    const location = useLocation();
    return <p>{`Адрес: ${location.pathname}${location.search}`}</p>;
  }
  const Stub = createRoutesStub([
    { path: path.split('?')[0] ?? path, Component: Page },
    { path: '/redirect', Component: Where },
  ]);
  render(
    <SessionProvider store={session}>
      <ApiProvider api={api}>
        <ToastProvider>
          <Stub initialEntries={[path]} />
        </ToastProvider>
      </ApiProvider>
    </SessionProvider>,
  );
  return { sent, session };
}

describe('LoginPage', () => {
  it('shows Russian field errors beside empty fields and sends nothing', async () => {
    const { sent } = renderPage(LoginPage, '/auth/login', {});
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(2);
    expect(screen.getByLabelText(/^Электронная почта/)).toHaveProperty('ariaInvalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('puts invalid credentials (code 23) beside the password and offers the show-password toggle', async () => {
    renderPage(LoginPage, '/auth/login', {
      'POST /api/v1/auth/login': () => json(401, { error: 23, message: 'Неверный адрес электронной почты или пароль' }),
    });
    await userEvent.type(await screen.findByLabelText(/^Электронная почта/), 'ivan@example.ru');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'wrong-pass');
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const message = await screen.findByText('Неверный адрес электронной почты или пароль');
    expect(screen.getByLabelText(/^Пароль/).getAttribute('aria-describedby')).toContain(message.id);
  });

  it('signs in and continues through /redirect to the page that asked', async () => {
    const { sent, session } = renderPage(LoginPage, '/auth/login?redirect=%2Faccount%2Fcontact', {
      'POST /api/v1/auth/login': () => json(200, { payload: { jwt: { accessToken: 'a1', refreshToken: 'r1' } } }),
      'GET /api/v1/user/current': () => json(200, { payload: { customerUser: USER } }),
    });
    await userEvent.type(await screen.findByLabelText(/^Электронная почта/), 'ivan@example.ru');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Адрес: /redirect?redirect=%2Faccount%2Fcontact')).toBeTruthy();
    expect(sent[0]).toEqual({
      route: 'POST /api/v1/auth/login',
      body: { email: 'ivan@example.ru', password: 'secret-pass' },
    });
    expect(session.getState()).toMatchObject({ isLoggedIn: true, user: USER });
  });

  it('a reply without both tokens is a failed login with a toast', async () => {
    renderPage(LoginPage, '/auth/login', {
      'POST /api/v1/auth/login': () => json(200, { payload: { jwt: { accessToken: 'a1' } } }),
    });
    await userEvent.type(await screen.findByLabelText(/^Электронная почта/), 'ivan@example.ru');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findAllByText('Сервер не подтвердил вход. Попробуйте ещё раз.')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Адрес:/)).toBeNull();
  });
});

describe('RegisterPage', () => {
  it('requires consent and matching passwords, in Russian', async () => {
    renderPage(RegisterPage, '/auth/register', {});
    await userEvent.type(await screen.findByLabelText(/^Электронная почта/), 'ivan@example.ru');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'secret-pass-1');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'secret-pass-2');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();
    expect(screen.getByText('Нужно согласие с пользовательским соглашением')).toBeTruthy();
  });

  it('links the consent to the user agreement and to its personal-data section (152-ФЗ)', async () => {
    renderPage(RegisterPage, '/auth/register', {});
    const checkbox = await screen.findByRole('checkbox', {
      name: /пользовательского соглашения и даю согласие на обработку персональных данных/,
    });
    expect(checkbox).toBeTruthy();
    expect(screen.getByRole('link', { name: 'пользовательского соглашения' }).getAttribute('href')).toBe(
      '/user-agreement',
    );
    expect(screen.getByRole('link', { name: 'согласие на обработку персональных данных' }).getAttribute('href')).toBe(
      '/user-agreement#personal-data',
    );
  });

  it('remembers the consent under user_agreement and ticks it next time', async () => {
    renderPage(RegisterPage, '/auth/register', {});
    await userEvent.click(await screen.findByRole('checkbox', { name: /пользовательского соглашения/ }));
    expect(window.localStorage.getItem('user_agreement')).toBe('true');
    cleanup();
    renderPage(RegisterPage, '/auth/register', {});
    const checkbox = (await screen.findByRole('checkbox', {
      name: /пользовательского соглашения/,
    })) as HTMLInputElement;
    await waitFor(() => expect(checkbox.checked).toBe(true));
  });

  it('puts a taken email (code 28) beside the email and sends empty optional fields as null', async () => {
    const { sent } = renderPage(RegisterPage, '/auth/register', {
      'POST /api/v1/auth/register/customer': () => json(409, { error: 28, message: 'x' }),
    });
    await userEvent.type(await screen.findByLabelText(/^Электронная почта/), 'ivan@example.ru');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'secret-pass-1');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'secret-pass-1');
    await userEvent.type(screen.getByLabelText(/^Имя/), 'Иван');
    await userEvent.click(screen.getByRole('checkbox', { name: /пользовательского соглашения/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пользователь с такой электронной почтой уже существует')).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      email: 'ivan@example.ru',
      password: 'secret-pass-1',
      firstName: 'Иван',
      lastName: null,
      phone: null,
      companyTitle: null,
    });
  });
});
