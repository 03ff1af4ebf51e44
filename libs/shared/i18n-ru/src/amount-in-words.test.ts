import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    ['1.00', 'Один рубль 00 копеек'],
    ['2.00', 'Два рубля 00 копеек'],
    ['5.00', 'Пять рублей 00 копеек'],
    ['11.00', 'Одиннадцать рублей 00 копеек'],
    ['21.00', 'Двадцать один рубль 00 копеек'],
    ['1000000.00', 'Один миллион рублей 00 копеек'],
    ['0.00', 'Ноль рублей 00 копеек'],
    ['0.01', 'Ноль рублей 01 копейка'],
    ['0.02', 'Ноль рублей 02 копейки'],
    ['2.05', 'Два рубля 05 копеек'],
    ['101.21', 'Сто один рубль 21 копейка'],
    ['1234567.89', 'Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь рублей 89 копеек'],
  ])('writes %s as «%s»', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('takes whole kopecks and exact strings alike, with no float on the way (1.15 is not 1.14)', () => {
    expect(amountInWords(115)).toBe('Один рубль 15 копеек');
    expect(amountInWords('1.15')).toBe('Один рубль 15 копеек');
    expect(amountInWords(123456789012345n)).toBe(
      'Один триллион двести тридцать четыре миллиарда пятьсот шестьдесят семь миллионов восемьсот девяносто тысяч сто двадцать три рубля 45 копеек',
    );
  });

  it('refuses what is not an amount, and a negative one, instead of writing nonsense', () => {
    expect(() => amountInWords('abc')).toThrow(RangeError);
    expect(() => amountInWords('1e3')).toThrow(RangeError);
    expect(() => amountInWords('-1.00')).toThrow(/negative/);
  });
});
