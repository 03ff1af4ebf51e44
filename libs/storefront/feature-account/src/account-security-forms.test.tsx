import { createApiClient } from '@shop/api-client';
import { createSessionStore, SessionProvider } from '@shop/session';
import { testUser } from '@shop/session/testing';
import { ToastProvider } from '@shop/ui-kit';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '@shop/storefront-data-access';
import { ContactPage } from './contact-page';
import { EmailRevertPage } from './email-revert-page';
import { SessionsPage } from './sessions-page';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const USER = testUser({ email: 'owner@example.ru' });

/** A page with the root's providers, a signed-in customer, and a fake API answering by "METHOD path". */
function renderPage(page: React.ReactNode, routes: Record<string, () => Response>) {
  const sent: { route: string; form?: Record<string, string> }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const isForm = request.headers.get('content-type')?.startsWith('multipart/') === true;
    const form = isForm
      ? Object.fromEntries([...(await request.clone().formData()).entries()].map(([k, v]) => [k, String(v)]))
      : undefined;
    sent.push({ route, ...(form ? { form } : {}) });
    return routes[route]?.() ?? json(404, { error: 6, message: 'Запись не найдена' });
  }) as typeof globalThis.fetch;
  const session = createSessionStore({ api: () => api, storage: null, reload: () => undefined });
  session.setSnapshot({ accessToken: 'a1', user: USER });
  const api = createApiClient({ baseUrl: 'http://shop.test', fetch, getAccessToken: session.getAccessToken });
  const Stub = createRoutesStub([{ path: '/', Component: () => page }]);
  render(
    <SessionProvider store={session}>
      <ApiProvider api={api}>
        <ToastProvider>
          <Stub initialEntries={['/']} />
        </ToastProvider>
      </ApiProvider>
    </SessionProvider>,
  );
  return { sent };
}

describe('ContactPage (issue #24)', () => {
  it('asks for the current password only for another mailbox, sends it only then, and shows a wrong one beside it', async () => {
    const { sent } = renderPage(<ContactPage />, {
      'PATCH /api/v1/user/current/update/info': () =>
        json(400, {
          error: 19,
          message: 'Неверный пароль',
          details: [{ field: 'currentPassword', message: 'Неверный текущий пароль' }],
        }),
    });
    const email = await screen.findByLabelText(/^Электронная почта/);
    expect(screen.queryByLabelText(/^Текущий пароль/)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'OWNER@example.ru');
    expect(screen.queryByLabelText(/^Текущий пароль/)).toBeNull();

    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.ru');
    await userEvent.type(screen.getByLabelText(/^Текущий пароль/), 'a guess');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный текущий пароль')).toBeTruthy();
    expect(sent.at(-1)?.form).toMatchObject({ email: 'new@example.ru', currentPassword: 'a guess' });
  });
});

describe('EmailRevertPage (issue #24)', () => {
  it('undoes the change only on a click, then points to a new password', async () => {
    const { sent } = renderPage(<EmailRevertPage token={'t'.repeat(43)} />, {
      [`PATCH /api/v1/user/email/revert/${'t'.repeat(43)}`]: () => new Response(null, { status: 204 }),
    });
    const button = await screen.findByRole('button', { name: 'Вернуть прежний адрес' });
    expect(sent.filter((s) => s.route.includes('/revert/'))).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByText(/Прежний адрес возвращён/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Задать новый пароль' }).getAttribute('href')).toBe('/auth/recovery');
  });

  it('says so when the link is used up', async () => {
    renderPage(<EmailRevertPage token={'u'.repeat(43)} />, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Вернуть прежний адрес' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ссылка недействительна');
  });
});

describe('SessionsPage (issue #24)', () => {
  it('lists the sessions, ends another one, and then every other', async () => {
    const sessionA = {
      id: '11111111-1111-4111-8111-111111111111',
      signedInAt: '2026-11-20T08:00:00Z',
      lastSeenAt: '2026-11-28T09:30:00Z',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0',
      ip: '10.0.0.1',
      isCurrent: true,
    };
    const sessionB = {
      id: '22222222-2222-4222-8222-222222222222',
      signedInAt: '2026-11-27T21:00:00Z',
      lastSeenAt: '2026-11-27T21:00:00Z',
      userAgent: 'curl/8.0',
      ip: '198.51.100.7',
      isCurrent: false,
    };
    let list = [sessionA, sessionB];
    const { sent } = renderPage(<SessionsPage />, {
      'GET /api/v1/user/current/sessions': () => json(200, { payload: { sessionList: list } }),
      [`DELETE /api/v1/user/current/sessions/${sessionB.id}`]: () => {
        list = [sessionA];
        return new Response(null, { status: 204 });
      },
    });
    expect(await screen.findByText('Firefox, Windows')).toBeTruthy();
    expect(screen.getByText(/этот браузер/)).toBeTruthy();
    expect(screen.getByText(/адрес 198\.51\.100\.7/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Завершить' }));
    expect(await screen.findByText('Других сеансов нет.')).toBeTruthy();
    expect(screen.queryByText('curl/8.0')).toBeNull();
    expect(sent.map((s) => s.route)).toContain(`DELETE /api/v1/user/current/sessions/${sessionB.id}`);
  });
});
