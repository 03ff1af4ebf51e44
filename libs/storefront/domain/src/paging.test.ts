import { describe, expect, it } from 'vitest';
import { pageCount, parsePage } from './paging';

describe('parsePage', () => {
  it.each([
    ['1', 1],
    ['500', 500],
    ['0', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['99999999', 1],
    [null, 1],
  ])('%s -> %s', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('pageCount', () => {
  it('rounds up and never says zero pages', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(12_000, 24)).toBe(500);
  });
});
