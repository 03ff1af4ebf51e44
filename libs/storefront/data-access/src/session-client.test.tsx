import { createApiClient } from '@shop/api-client';
import { createSessionStore } from '@shop/session';
import { fakeApi, json, testUser } from '@shop/session/testing';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClientSession, type ClientSession } from './session-client';

afterEach(cleanup);

const CURRENT = 'GET /api/v1/user/current';

/** A tab's session over a fake API, with a clock the test moves and the reload a spy. */
function tab() {
  let clock = 1_000_000;
  const user = testUser({ emailIsConfirmed: true });
  const api = fakeApi({
    [CURRENT]: json(200, { payload: { customerUser: { ...user, isCustomerGroupAssigned: true } } }),
  });
  const reload = vi.fn();
  const session = createSessionStore({
    api: () => client,
    initial: { accessToken: 'access-0', user },
    now: () => clock,
    storage: null,
    subscribeStorage: () => () => undefined,
    reload,
  });
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    getAccessToken: session.getAccessToken,
    fetch: api.fetch,
  });
  const clientSession: ClientSession = { session, api: client };
  return { clientSession, api, reload, later: (ms: number) => (clock += ms) };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useClientSession', () => {
  it('refreshes the user silently when the tab regains focus or is shown again, at most once a minute', async () => {
    const { clientSession, api, reload, later } = tab();
    renderHook(() => useClientSession(clientSession, undefined));
    // The user came with the page: within the minute neither the focus nor the shown tab asks again.
    window.dispatchEvent(new Event('focus'));
    setVisibility('visible');
    expect(api.calls(CURRENT)).toHaveLength(0);

    later(60_000);
    setVisibility('hidden');
    expect(api.calls(CURRENT)).toHaveLength(0);
    setVisibility('visible');
    await waitFor(() => expect(api.calls(CURRENT)).toHaveLength(1));
    // The fresh user is in a customer group now: the page reloads to show the group's prices.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('focus'));
    expect(api.calls(CURRENT)).toHaveLength(1);
    later(60_000);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.calls(CURRENT)).toHaveLength(2));
  });
});
