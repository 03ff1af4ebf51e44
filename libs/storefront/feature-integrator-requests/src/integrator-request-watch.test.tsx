import { json, testUser } from '@shop/session/testing';
import { focusManager } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntegratorRequestWatch, isAwaitingDecision, isRequestNews } from './integrator-request-watch';
import { renderWithShop, testIntegratorRequest } from './test-harness';

afterEach(cleanup);

const LATEST = 'GET /api/v1/integrator-request/latest';
const CURRENT = 'GET /api/v1/user/current';
const PENDING_USER = testUser({ emailIsConfirmed: true, latestIntegratorRequestStatus: 'pending' });
const latestReply = (request: ReturnType<typeof testIntegratorRequest> | null) =>
  json(200, { payload: { integratorRequest: request } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('isAwaitingDecision', () => {
  it('watches a logged-in user whose latest request is pending, nobody else', () => {
    expect(isAwaitingDecision(PENDING_USER)).toBe(true);
    for (const status of [null, 'confirmed', 'rejected', 'self-denial'] as const) {
      expect(isAwaitingDecision({ ...PENDING_USER, latestIntegratorRequestStatus: status })).toBe(false);
    }
    expect(isAwaitingDecision({ ...PENDING_USER, role: 'guest' })).toBe(false);
    expect(isAwaitingDecision(null)).toBe(false);
  });
});

describe('isRequestNews', () => {
  it("is news when the API's status differs from the one the session knows", () => {
    expect(isRequestNews('pending', testIntegratorRequest({ status: 'confirmed' }))).toBe(true);
    expect(isRequestNews('pending', testIntegratorRequest({ status: 'self-denial' }))).toBe(true);
    expect(isRequestNews('pending', null)).toBe(true);
    expect(isRequestNews('pending', testIntegratorRequest({ status: 'pending' }))).toBe(false);
    expect(isRequestNews(null, null)).toBe(false);
    expect(isRequestNews('pending', undefined)).toBe(false);
  });
});

describe('IntegratorRequestWatch', () => {
  it('asks about a pending request until it is decided, then fetches the user past the throttle, and a new group reloads the page', async () => {
    const confirmedUser = {
      ...PENDING_USER,
      isCustomerGroupAssigned: true,
      latestIntegratorRequestStatus: 'confirmed' as const,
    };
    const { api, reload, session } = renderWithShop(<IntegratorRequestWatch pollMs={40} />, {
      user: PENDING_USER,
      routes: {
        [LATEST]: [
          latestReply(testIntegratorRequest()),
          latestReply(testIntegratorRequest()),
          latestReply(testIntegratorRequest({ status: 'confirmed' })),
        ],
        [CURRENT]: json(200, { payload: { customerUser: confirmedUser } }),
      },
    });
    // The user came with the page (just fetched), so only the request's news can get past the 60 s throttle.
    await waitFor(() => expect(api.calls(CURRENT)).toHaveLength(1), { timeout: 2000 });
    expect(api.calls(LATEST).length).toBeGreaterThanOrEqual(3);
    expect(session.getState().user?.isCustomerGroupAssigned).toBe(true);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // Decided: the watch stops asking.
    const asked = api.calls(LATEST).length;
    await sleep(150);
    expect(api.calls(LATEST)).toHaveLength(asked);
  });

  it('a rejection updates the user without a reload (no group)', async () => {
    const rejectedUser = { ...PENDING_USER, latestIntegratorRequestStatus: 'rejected' as const };
    const { api, reload, session } = renderWithShop(<IntegratorRequestWatch pollMs={40} />, {
      user: PENDING_USER,
      routes: {
        [LATEST]: latestReply(testIntegratorRequest({ status: 'rejected', adminComment: 'Нет опыта установки' })),
        [CURRENT]: json(200, { payload: { customerUser: rejectedUser } }),
      },
    });
    await waitFor(() => expect(session.getState().user?.latestIntegratorRequestStatus).toBe('rejected'));
    await sleep(100);
    expect(api.calls(CURRENT)).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('pauses while the tab is hidden and asks at once when it shows again', async () => {
    focusManager.setFocused(false);
    try {
      const { api } = renderWithShop(<IntegratorRequestWatch pollMs={20} />, {
        user: PENDING_USER,
        routes: { [LATEST]: latestReply(testIntegratorRequest()) },
      });
      await waitFor(() => expect(api.calls(LATEST)).toHaveLength(1));
      await sleep(150);
      expect(api.calls(LATEST)).toHaveLength(1);
      act(() => focusManager.setFocused(true));
      await waitFor(() => expect(api.calls(LATEST).length).toBeGreaterThanOrEqual(2));
    } finally {
      focusManager.setFocused(undefined);
    }
  });

  it('asks nothing while no request is pending', async () => {
    const { api } = renderWithShop(<IntegratorRequestWatch pollMs={20} />, {
      user: { ...PENDING_USER, latestIntegratorRequestStatus: null },
      routes: { [LATEST]: latestReply(null) },
    });
    await sleep(120);
    expect(api.seen).toHaveLength(0);
  });
});
