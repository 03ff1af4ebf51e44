import { createApiClient } from '@shop/api-client';
import { CROSS_TAB_EVENTS } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import { fail, fakeApi, fakeTabs, json, type Handler } from '@shop/session/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFavoritesStore } from './favorites-store';
import { FavoritesProvider, useFavorite } from './react';

afterEach(cleanup);

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const idsReply = (...ids: string[]) => json(200, { payload: { productIdList: ids } });

/** A reply that waits until the test lets it go, to look at the state in between. */
function held(reply: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply()), release };
}

function setup(routes: Record<string, Handler | Handler[]>, initial: string[] = []) {
  const api = fakeApi(routes);
  const tabs = fakeTabs();
  const favorites = createFavoritesStore({
    api: createApiClient({ baseUrl: 'http://shop.test', fetch: api.fetch }),
    initial,
    storage: tabs.storage,
    subscribeStorage: tabs.subscribeStorage,
  });
  return { favorites, api, tabs };
}

describe('favorites store', () => {
  it('marks at once, then keeps what the API answered, and tells the other tabs', async () => {
    const reply = held(idsReply(A, B));
    const { favorites, tabs } = setup({ [`POST /api/v1/favorites/${A}`]: reply.handler }, [B]);
    const adding = favorites.add(A);
    expect(favorites.getState().ids).toEqual([A, B]);
    expect(favorites.getState().loading.add).toBe(true);
    reply.release();
    await adding;
    expect(favorites.getState()).toMatchObject({ ids: [A, B], loading: { add: false } });
    expect(tabs.items.get(CROSS_TAB_EVENTS.favoritesUpdated)).toBeDefined();
  });

  it('restores the mark when the API refuses, and passes the error on', async () => {
    const { favorites, tabs } = setup({ [`DELETE /api/v1/favorites/${A}`]: fail(404, ErrorCode.RecordNotFound) }, [A]);
    await expect(favorites.remove(A)).rejects.toMatchObject({ code: ErrorCode.RecordNotFound });
    expect(favorites.isFavorite(A)).toBe(true);
    expect(tabs.items.has(CROSS_TAB_EVENTS.favoritesUpdated)).toBe(false);
  });

  it('ignores a second add while one is running', async () => {
    const reply = held(idsReply(A));
    const { favorites, api } = setup({ [`POST /api/v1/favorites/${A}`]: reply.handler, [`POST /api/v1/favorites/${B}`]: idsReply(B) });
    const first = favorites.add(A);
    const second = favorites.add(B);
    reply.release();
    await Promise.all([first, second]);
    expect(api.seen.map((call) => call.route)).toEqual([`POST /api/v1/favorites/${A}`]);
    expect(favorites.getState().ids).toEqual([A]);
  });

  it('reloads the ids when another tab changed them', async () => {
    const { favorites, tabs } = setup({ 'GET /api/v1/favorites/ids': idsReply(B) });
    const stop = favorites.start();
    tabs.otherTabSets(CROSS_TAB_EVENTS.favoritesUpdated, '1');
    await vi.waitFor(() => expect(favorites.getState().ids).toEqual([B]));
    stop();
  });

  it('wires a favorite button: pressed state follows the store, a click toggles', async () => {
    const { favorites } = setup({ [`POST /api/v1/favorites/${A}`]: idsReply(A), [`DELETE /api/v1/favorites/${A}`]: idsReply() });
    function Heart() {
      const { isFavorite, toggle } = useFavorite(A);
      return (
        <button type="button" aria-pressed={isFavorite} onClick={() => void toggle()}>
          В избранное
        </button>
      );
    }
    render(
      <FavoritesProvider store={favorites}>
        <Heart />
      </FavoritesProvider>,
    );
    const button = screen.getByRole('button', { name: 'В избранное' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await act(async () => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
