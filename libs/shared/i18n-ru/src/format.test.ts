import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format';

describe('formatNumber', () => {
  it('groups thousands with a plain space and uses a decimal comma', () => {
    expect(formatNumber(1234567.891)).toBe('1 234 567,89');
    expect(formatNumber(1234)).toBe('1 234');
    expect(formatNumber(100000)).toBe('100 000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234.5)).toBe('-1 234,5');
  });

  it('never emits a no-break space', () => {
    expect(formatNumber(123456789.12)).not.toMatch(/[\u00a0\u202f]/);
    expect(formatNumber(123456789.12)).toBe('123 456 789,12');
  });

  it('rounds to two decimals, half away from zero', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0,3');
    expect(formatNumber(2.345)).toBe('2,35');
    expect(formatNumber(1.999)).toBe('2');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('formats decimal strings exactly', () => {
    expect(formatNumber('12345678901234567.125')).toBe('12 345 678 901 234 567,13');
    expect(formatNumber('1.005')).toBe('1,01');
    expect(formatNumber(' 42,5 ')).toBe('42,5');
  });

  it('refuses what is not a number', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '1 000']) {
      expect(() => formatNumber(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('formatMoney', () => {
  it('shows roubles with kopecks and the rouble sign', () => {
    expect(formatMoney('1234.5')).toBe('1 234,50 ₽');
    expect(formatMoney('0')).toBe('0,00 ₽');
    expect(formatMoney('100000')).toBe('100 000,00 ₽');
    expect(formatMoney('-10.25')).toBe('-10,25 ₽');
  });

  it('reads numbers and bigints as kopecks', () => {
    expect(formatMoney(123450)).toBe('1 234,50 ₽');
    expect(formatMoney(7)).toBe('0,07 ₽');
    expect(formatMoney(999999999999999999n)).toBe('9 999 999 999 999 999,99 ₽');
  });

  it('stays exact where floats would drift', () => {
    expect(formatMoney('90071992547409931.23')).toBe('90 071 992 547 409 931,23 ₽');
    expect(formatMoney('0.015')).toBe('0,02 ₽');
  });

  it('refuses roubles passed as a fractional number', () => {
    expect(() => formatMoney(1234.5)).toThrow(RangeError);
  });
});

describe('formatDate / formatDateTime', () => {
  // 11:03:09 UTC is 14:03:09 in Moscow (UTC+3, no DST).
  const moment = '2026-03-05T11:03:09Z';

  it('writes the day with two digits and the month in the genitive', () => {
    expect(formatDate(moment)).toBe('05 марта 2026');
    expect(formatDate(new Date('2026-01-01T12:00:00Z'))).toBe('01 января 2026');
    expect(formatDate(Date.UTC(2025, 4, 9, 12))).toBe('09 мая 2025');
    expect(formatDate('2024-12-31T12:00:00Z')).toBe('31 декабря 2024');
  });

  it('uses every genitive month name', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(Date.UTC(2026, m, 15, 12)).split(' ')[1]);
    expect(months).toEqual([
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ]);
  });

  it('adds the 24-hour time after a comma', () => {
    expect(formatDateTime(moment)).toBe('05 марта 2026, 14:03:09');
    expect(formatDateTime('2026-03-05T21:00:00Z')).toBe('06 марта 2026, 00:00:00');
  });

  it('shows Moscow time by default and another zone on request', () => {
    const lateEvening = '2026-03-05T22:30:00Z';
    expect(formatDate(lateEvening)).toBe('06 марта 2026');
    expect(formatDate(lateEvening, 'UTC')).toBe('05 марта 2026');
    expect(formatDateTime(lateEvening, 'Asia/Vladivostok')).toBe('06 марта 2026, 08:30:00');
  });

  it('throws on an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
  });
});
