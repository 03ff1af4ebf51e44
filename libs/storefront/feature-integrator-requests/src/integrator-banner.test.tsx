import { testUser } from '@shop/session/testing';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTEGRATOR_BANNER_DISMISSED_KEY, IntegratorBanner } from './integrator-banner';
import { renderWithShop } from './test-harness';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const ELIGIBLE = testUser({ emailIsConfirmed: true });
const banner = () => screen.queryByRole('complementary', { name: 'Предложение для интеграторов' });

describe('IntegratorBanner', () => {
  it('shows a logged-in customer who may apply and has confirmed the e-mail the way to the form', () => {
    renderWithShop(<IntegratorBanner />, { user: ELIGIBLE, url: '/cart' });
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Подать заявку' }).getAttribute('href')).toBe(
      '/account#integrator-request',
    );
  });

  it.each([
    ['a guest', null],
    ['an unconfirmed e-mail', testUser({ emailIsConfirmed: false })],
    ['a pending request', testUser({ emailIsConfirmed: true, latestIntegratorRequestStatus: 'pending' })],
    ['a rejected request', testUser({ emailIsConfirmed: true, latestIntegratorRequestStatus: 'rejected' })],
    ['a withdrawn request', testUser({ emailIsConfirmed: true, latestIntegratorRequestStatus: 'self-denial' })],
    ['a customer group', testUser({ emailIsConfirmed: true, isCustomerGroupAssigned: true })],
    ['the root admin', testUser({ emailIsConfirmed: true, role: 'root' })],
  ])('stays away for %s', (_, user) => {
    renderWithShop(<IntegratorBanner />, { user, url: '/' });
    expect(banner()).toBeNull();
  });

  it('is not shown on the account page, which holds the form', () => {
    renderWithShop(<IntegratorBanner />, { user: ELIGIBLE, url: '/account' });
    expect(banner()).toBeNull();
  });

  it('hides when dismissed, and stays hidden for the browser session', async () => {
    renderWithShop(<IntegratorBanner />, { user: ELIGIBLE, url: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть предложение' }));
    expect(banner()).toBeNull();
    expect(sessionStorage.getItem(INTEGRATOR_BANNER_DISMISSED_KEY)).toBe('1');
    cleanup();
    renderWithShop(<IntegratorBanner />, { user: ELIGIBLE, url: '/catalogue' });
    expect(banner()).toBeNull();
  });

  it('follows the session: applying hides it', () => {
    const { session } = renderWithShop(<IntegratorBanner />, { user: ELIGIBLE, url: '/' });
    expect(banner()).not.toBeNull();
    act(() =>
      session.setSnapshot({
        accessToken: 'access-test',
        user: { ...ELIGIBLE, latestIntegratorRequestStatus: 'pending' },
      }),
    );
    expect(banner()).toBeNull();
  });
});
