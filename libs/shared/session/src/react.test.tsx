import { createApiClient } from '@shop/api-client';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionProvider, useSession, useSessionStore } from './react';
import { createSessionStore } from './session-store';

function Probe() {
  const email = useSession((state) => state.user?.email ?? 'гость');
  const { isLoggedIn } = useSession();
  const store = useSessionStore();
  return (
    <p>
      {email} {isLoggedIn ? 'вошёл' : 'не вошёл'} {typeof store.login}
    </p>
  );
}

describe('React bindings', () => {
  it('render the state and follow its changes', () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: (async () => new Response(null, { status: 500 })) as typeof fetch,
    });
    const store = createSessionStore({ api, storage: null });
    render(
      <SessionProvider store={store}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('гость не вошёл function')).toBeTruthy();
    act(() =>
      store.setSnapshot({
        accessToken: 'a',
        user: {
          id: '8d6f1f0e-3b7a-4c59-9a3e-2f1d0c9b8a71',
          email: 'ivan@example.ru',
          emailIsConfirmed: true,
          phone: null,
          phoneIsConfirmed: false,
          firstName: null,
          middleName: null,
          lastName: null,
          isActive: true,
          role: 'customer',
          requisitesFileId: null,
          companyTitle: null,
          position: null,
          isCustomerGroupAssigned: false,
          latestIntegratorRequestStatus: null,
        },
      }),
    );
    expect(screen.getByText('ivan@example.ru вошёл function')).toBeTruthy();
  });

  it('useSession outside a provider names the missing provider', () => {
    expect(() => render(<Probe />)).toThrow(/SessionProvider/);
  });
});
