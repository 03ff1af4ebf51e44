import { createApiClient } from '@shop/api-client';
import { createSessionStore } from '@shop/session';
import { testUser } from '@shop/session/testing';
import { PERSONAL_DATA_PLACEHOLDER } from '@shop/storefront-render-cache';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonalDataSlot, personalDataJson, readPersonalData, type PersonalData } from './personal-data';
import { useClientSession } from './session-client';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const user = testUser({ firstName: 'Ирина </script><!-- \u2028' });
const data: PersonalData = {
  session: { accessToken: 'access-1', user },
  shopper: { cart: null, favoriteIds: ['00000000-0000-4000-8000-0000000000f1'] },
};

/** The page as the render cache sends it: the slot rendered on the server, the visitor's data in the placeholder's place. */
function pageWith(text: string): void {
  document.body.innerHTML = renderToString(<PersonalDataSlot />).replace(PERSONAL_DATA_PLACEHOLDER, text);
}

describe('the personal data of a price group’s page (issue #27)', () => {
  it('reads back what the server put in the slot, whatever the name holds', () => {
    const json = personalDataJson(data);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    pageWith(json);
    expect(document.scripts).toHaveLength(1);
    expect(readPersonalData()).toEqual(data);
  });

  it('reads nothing from a page without the slot, with the placeholder left, or with data it cannot use', () => {
    expect(readPersonalData()).toBeUndefined();
    for (const text of [PERSONAL_DATA_PLACEHOLDER, '{"session":null}', '{not json']) {
      pageWith(text);
      expect(readPersonalData(), text).toBeUndefined();
    }
  });

  it('is taken up by the session only after the page has rendered as the server did', () => {
    const session = createSessionStore({
      api: () => createApiClient({ baseUrl: 'http://shop.test' }),
      storage: null,
      subscribeStorage: () => () => undefined,
    });
    const client = { session, api: createApiClient({ baseUrl: 'http://shop.test' }) };
    const seen: { pending: boolean; user: unknown }[] = [];
    // The root loader's session of a price group's page: no one (the same object on every render, as loader data is).
    const rendered = { accessToken: null, user: null };
    function Page() {
      const { personalPending } = useClientSession(client, rendered, true, data);
      seen.push({ pending: personalPending, user: session.getState().user });
      return null;
    }
    render(<Page />);
    // The first render is the server's (no one, pending); then the visitor, before anything else runs.
    expect(seen[0]).toEqual({ pending: true, user: null });
    expect(seen.at(-1)).toEqual({ pending: false, user });
    expect(session.getAccessToken()).toBe('access-1');
  });
});
