import { describe, expect, it } from 'vitest';
import { orderSearchText, shipsFree } from './orders';

describe('shipsFree', () => {
  it('ships free from the cost on, exactly in kopecks', () => {
    expect(shipsFree('5000', '5000.00')).toBe(true);
    expect(shipsFree('5000.01', '5000.00')).toBe(false);
    expect(shipsFree('5000', '4999.99')).toBe(false);
  });

  it('never ships free when the shop sets no cost (0)', () => {
    expect(shipsFree('0', '100000.00')).toBe(false);
  });
});

describe('orderSearchText', () => {
  it('joins both e-mails, the company and its ИНН, lower-cased, skipping what is missing', () => {
    expect(
      orderSearchText({
        contactEmail: 'Ivan@Firma.ru',
        customerEmail: 'ivan@firma.ru',
        company: { title: 'ООО «Тахоком»', inn: '7707083893' },
      }),
    ).toBe('ivan@firma.ru ivan@firma.ru ооо «тахоком» 7707083893');
    expect(orderSearchText({ contactEmail: 'a@b.ru', customerEmail: 'c@d.ru', company: null })).toBe('a@b.ru c@d.ru');
  });
});
