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
  // The anonymous id as the browser keeps it in its cookie; forgetting it empties the jar.
  const jar = { anonymousUserId: 'anon-1' as string | null };
  const forgetIds = vi.fn(() => void (jar.anonymousUserId = null));
  const sentIds: (string | null)[] = [];
  const favorites = createFavoritesStore({
    api: createApiClient({
      baseUrl: 'http://shop.test',
      fetch: (input, init) => {
        const request = new Request(input, init);
        sentIds.push(request.headers.get('X-Anonymous-User-Id'));
        return api.fetch(request);
      },
      getAnonymousUserId: () => jar.anonymousUserId,
    }),
    initial,
    forgetIds,
    storage: tabs.storage,
    subscribeStorage: tabs.subscribeStorage,
  });
  return { favorites, api, tabs, forgetIds, sentIds };
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

  it('on 422 forgets the ids and adds once more as a new visitor', async () => {
    const { favorites, api, forgetIds, sentIds } = setup({
      [`POST /api/v1/favorites/${A}`]: [fail(422, ErrorCode.UserIdentificationNotPossible), idsReply(A)],
    });
    await favorites.add(A);
    expect(forgetIds).toHaveBeenCalledOnce();
    expect(api.calls(`POST /api/v1/favorites/${A}`)).toHaveLength(2);
    expect(sentIds).toEqual(['anon-1', null]);
    expect(favorites.getState().ids).toEqual([A]);
  });

  it('on 422 while loading forgets the ids and has no favorites, quietly', async () => {
    const { favorites, forgetIds } = setup(
      { 'GET /api/v1/favorites/ids': fail(422, ErrorCode.UserIdentificationNotPossible) },
      [A],
    );
    await expect(favorites.load()).resolves.toEqual([]);
    expect(forgetIds).toHaveBeenCalledOnce();
    expect(favorites.getState().ids).toEqual([]);
  });

  it('ignores a second add while one is running', async () => {
    const reply = held(idsReply(A));
    const { favorites, api } = setup({
      [`POST /api/v1/favorites/${A}`]: reply.handler,
      [`POST /api/v1/favorites/${B}`]: idsReply(B),
    });
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
    const { favorites } = setup({
      [`POST /api/v1/favorites/${A}`]: idsReply(A),
      [`DELETE /api/v1/favorites/${A}`]: idsReply(),
    });
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
