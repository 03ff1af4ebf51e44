import { keepPreviousData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recordKeys } from './record-keys';
import { recordListQuery, recordQuery } from './record-queries';

const keys = recordKeys<'admin-users', { page: number }>('admin-users');
const api = {
  list: async (filters: { page: number }) => ({ page: filters.page, items: ['u1'] }),
  get: async (id: string) => ({ id }),
};

describe('record queries', () => {
  it('read a list page under its filters and keep the previous page on screen', async () => {
    const options = recordListQuery(keys, api, { page: 2 });
    expect(options.queryKey).toEqual(['admin-users', 'list', { page: 2 }]);
    expect(options.placeholderData).toBe(keepPreviousData);
    expect(await (options.queryFn as () => Promise<unknown>)()).toEqual({ page: 2, items: ['u1'] });
  });

  it('read one record under its detail key', async () => {
    const options = recordQuery(keys, api, 'u7');
    expect(options.queryKey).toEqual(['admin-users', 'detail', 'u7']);
    expect(await (options.queryFn as () => Promise<unknown>)()).toEqual({ id: 'u7' });
  });
});
