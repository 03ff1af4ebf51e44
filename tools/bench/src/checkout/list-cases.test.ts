import { describe, expect, it } from 'vitest';
import { listCases, listPath, listSql, whereSql, type ListCase } from './list-cases.ts';

const terms = { number: 500_123, inn: '7784759270', emailPart: "o'brien_1%" };

describe('listCases', () => {
  it('measures the unfiltered first page, the status filter, the three searches and page 500; all but the deep page are first pages', () => {
    const cases = listCases(terms);
    expect(cases.map((c) => [c.name, c.firstPage, c.page])).toEqual([
      ['page 1', true, 1],
      ['page 1, status created', true, 1],
      ['search by number 500123', true, 1],
      ['search by ИНН 7784759270', true, 1],
      [`search by e-mail part "o'brien_1%"`, true, 1],
      ['page 500', false, 500],
    ]);
    expect(listPath(cases[3] as ListCase)).toBe('/api/v1/admin/order/list?page=1&limit=20&searchQuery=7784759270');
    expect(listPath(cases[1] as ListCase)).toBe('/api/v1/admin/order/list?page=1&limit=20&status=created');
  });
});

describe('whereSql', () => {
  it('searches up to nine digits (after an optional №) as the number, longer ones and words as text, escaped', () => {
    expect(whereSql({ name: '', firstPage: true, page: 1, searchQuery: '№ 1042' })).toBe(' where number = 1042');
    expect(whereSql({ name: '', firstPage: true, page: 1, searchQuery: '7784759270' })).toBe(
      " where search_text like '%7784759270%'",
    );
    expect(whereSql({ name: '', firstPage: true, page: 1, status: 'created', searchQuery: " O'Brien_1% " })).toBe(
      " where status = 'created' and search_text like '%o''brien\\_1\\%%'",
    );
    expect(whereSql({ name: '', firstPage: true, page: 1, searchQuery: '  ' })).toBe('');
  });
});

describe('listSql', () => {
  it('answers a text search with one statement that counts, sorts and pages the trigram matches', () => {
    const sql = listSql({ name: '', firstPage: true, page: 1, searchQuery: 'petrov' });
    expect(sql.count).toBeNull();
    expect(sql.ids).toContain(
      "with m as materialized (select id, created_at from orders where search_text like '%petrov%' limit 10001)",
    );
    expect(sql.ids).toContain('limit 20 offset 0');
  });

  it('pages by offset in the index order and caps the count at 10 000', () => {
    expect(listSql({ name: '', firstPage: false, page: 500 })).toEqual({
      ids: 'select id from orders order by created_at desc, id desc limit 20 offset 9980',
      count: 'select count(*)::int as n from (select 1 from orders limit 10000) capped',
    });
  });
});
