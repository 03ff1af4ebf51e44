import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  parseIntegratorRequestListParams,
  toIntegratorRequestListParams,
} from './integrator-request-list-params';

const USER = '5F1C2B8E-0C0A-4C55-9A40-2F0F7A1C9B11';

describe('integrator request list params', () => {
  it('opens on pending requests, reads every status and "all", and falls back on anything malformed', () => {
    expect(parseIntegratorRequestListParams(new URLSearchParams())).toEqual({
      page: 1,
      limit: 20,
      searchQuery: '',
      status: 'pending',
      userId: null,
    });
    expect(parseIntegratorRequestListParams(new URLSearchParams('status=self-denial')).status).toBe('self-denial');
    expect(parseIntegratorRequestListParams(new URLSearchParams('status=all')).status).toBeNull();
    expect(parseIntegratorRequestListParams(new URLSearchParams('status=archived')).status).toBe('pending');
    expect(
      parseIntegratorRequestListParams(new URLSearchParams(`userId=${USER}&page=3&limit=50&searchQuery=%20юг%20`)),
    ).toEqual({
      page: 3,
      limit: 50,
      searchQuery: 'юг',
      status: 'pending',
      userId: USER.toLowerCase(),
    });
    expect(parseIntegratorRequestListParams(new URLSearchParams('userId=not-an-id')).userId).toBeNull();
  });

  it('writes only what differs from the default view, and round-trips', () => {
    expect(
      toIntegratorRequestListParams({
        page: 1,
        limit: 20,
        searchQuery: '',
        status: 'pending',
        userId: null,
      }).toString(),
    ).toBe('');
    expect(
      toIntegratorRequestListParams({ page: 1, limit: 20, searchQuery: '', status: null, userId: null }).toString(),
    ).toBe('status=all');
    const filters = { page: 2, limit: 50, searchQuery: 'ИНН', status: 'rejected' as const, userId: USER.toLowerCase() };
    expect(parseIntegratorRequestListParams(toIntegratorRequestListParams(filters))).toEqual(filters);
  });

  it('says when the list is narrowed beyond the pending default', () => {
    const base = { page: 4, limit: 100, searchQuery: '', status: 'pending' as const, userId: null };
    expect(hasFilters(base)).toBe(false);
    expect(hasFilters({ ...base, status: null })).toBe(true);
    expect(hasFilters({ ...base, searchQuery: 'юг' })).toBe(true);
  });
});
