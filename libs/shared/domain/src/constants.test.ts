import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants of SPEC 3 and 9', () => {
  it('has the limits and timings', () => {
    expect(c.MAX_CART_QUANTITY).toBe(100000);
    expect(c.HTTP_TIMEOUT_MS).toBe(30000);
    expect(c.SILENT_REFRESH_THROTTLE_MS).toBe(60000);
    expect(c.GROUP_CHANGE_RELOAD_DELAY_MS).toBe(50);
    expect(c.TOAST_LIMIT).toBe(5);
    expect(c.TOAST_DURATION_MS).toBe(6000);
    expect(c.TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(c.SCROLL_RESTORE_DELAY_MS).toBe(200);
    expect(c.LOGIN_EVENT_RELOAD_DELAY_MS).toBe(3000);
    expect(c.PAGE_RELOAD_GUARD_EXPIRY_MS).toBe(10000);
    expect(c.PAGE_LOADING_BAR).toEqual({
      durationMs: 2000,
      throttleMs: 200,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    });
    expect(c.FREE_SHIPPING_COST_DEFAULT).toBe('0');
    expect(c.MIN_BROWSER_VERSIONS).toEqual({ Chrome: [111, 0], Safari: [16, 4], Firefox: [128, 0] });
  });

  it('has the storage keys, cookies and cross-tab events', () => {
    expect(Object.values(c.STORAGE_KEYS).sort()).toEqual([
      'all_products_display_as',
      'category_list_display_as',
      'category_product_list_display_as',
      'safe_page_leave',
      'search_products_display_as',
      'user_agreement',
    ]);
    expect(Object.values(c.COOKIE_NAMES).sort()).toEqual([
      'anonymous_user_id',
      'cart_id',
      'color_mode',
      'refresh_token',
      'safe_page_leave',
    ]);
    expect(Object.values(c.CROSS_TAB_EVENTS).sort()).toEqual([
      'cart-updated-event',
      'favorites-updated-event',
      'login-event',
      'logout-event',
    ]);
  });

  it('has the enumerations', () => {
    expect(c.ROLES).toEqual(['root', 'customer', 'guest']);
    expect(c.DEFAULT_ROLE).toBe('customer');
    expect(c.INTEGRATOR_REQUEST_STATUSES).toEqual(['pending', 'confirmed', 'rejected', 'self-denial']);
    expect(c.STATUS_WORDS).toEqual(['created', 'canceled', 'completed']);
    expect(c.THEMES).toEqual(['default', 'new_year']);
    expect(c.GENDERS).toEqual(['male', 'female']);
  });
});
