import { describe, expect, it } from 'vitest';
import { parseAttributeListParams, withAttributeListParams } from './attribute-list-params';

const GROUP_ID = '7e6d5c4b-3a29-4817-9f6e-5d4c3b2a1901';

describe('attribute list params', () => {
  it('reads a group id or none beside paging and search; anything else means every group', () => {
    expect(
      parseAttributeListParams(new URLSearchParams(`page=2&searchQuery=ток&attributeGroupId=${GROUP_ID}`)),
    ).toEqual({
      page: 2,
      limit: 20,
      searchQuery: 'ток',
      attributeGroupId: GROUP_ID,
    });
    expect(parseAttributeListParams(new URLSearchParams('attributeGroupId=none')).attributeGroupId).toBe('none');
    for (const bad of ['attributeGroupId=all', 'attributeGroupId=', 'attributeGroupId=12345', '']) {
      expect(parseAttributeListParams(new URLSearchParams(bad)).attributeGroupId).toBeNull();
    }
  });

  it('writes the group only when one is chosen and keeps other params', () => {
    const base = new URLSearchParams(`attributeGroupId=${GROUP_ID}&keep=1`);
    expect(
      withAttributeListParams(base, { page: 1, limit: 20, searchQuery: '', attributeGroupId: 'none' }).toString(),
    ).toBe('keep=1&attributeGroupId=none');
    expect(
      withAttributeListParams(base, { page: 3, limit: 50, searchQuery: 'ток', attributeGroupId: null }).toString(),
    ).toBe('keep=1&page=3&limit=50&searchQuery=%D1%82%D0%BE%D0%BA');
  });
});
