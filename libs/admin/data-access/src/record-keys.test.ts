import { describe, expect, it } from 'vitest';
import { recordKeys } from './record-keys';

describe('recordKeys', () => {
  it('goes from generic to specific under one root', () => {
    const keys = recordKeys<'admin-users', { page: number }>('admin-users');
    expect(keys.all).toEqual(['admin-users']);
    expect(keys.list({ page: 2 })).toEqual(['admin-users', 'list', { page: 2 }]);
    expect(keys.list({ page: 2 }).slice(0, 2)).toEqual(keys.lists());
    expect(keys.detail('u1')).toEqual([...keys.details(), 'u1']);
  });
});
