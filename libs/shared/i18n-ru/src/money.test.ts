import { describe, expect, it } from 'vitest';
import { kopecksToDecimal, toKopecks } from './money';

describe('toKopecks', () => {
  it('reads decimal strings of roubles exactly', () => {
    expect(toKopecks('1234.5')).toBe(123450n);
    expect(toKopecks('0')).toBe(0n);
    expect(toKopecks('0.1')).toBe(10n);
    expect(toKopecks('0.07')).toBe(7n);
    expect(toKopecks('19.99')).toBe(1999n);
    expect(toKopecks('  42,30 ')).toBe(4230n);
    expect(toKopecks('.5')).toBe(50n);
    expect(toKopecks('7.')).toBe(700n);
    expect(toKopecks('-10.25')).toBe(-1025n);
    expect(toKopecks('+3')).toBe(300n);
    expect(toKopecks('90071992547409931.23')).toBe(9007199254740993123n);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(toKopecks('1.005')).toBe(101n);
    expect(toKopecks('1.004999')).toBe(100n);
    expect(toKopecks('-1.005')).toBe(-101n);
    expect(toKopecks('0.995')).toBe(100n);
  });

  it('takes numbers and bigints as whole kopecks', () => {
    expect(toKopecks(123450)).toBe(123450n);
    expect(toKopecks(-5)).toBe(-5n);
    expect(toKopecks(10n ** 20n)).toBe(10n ** 20n);
  });

  it('refuses what is not money', () => {
    for (const bad of ['', ' ', '-', '.', 'abc', '1 234', '1e3', '1.2.3', '0x10']) {
      expect(() => toKopecks(bad), bad).toThrow(RangeError);
    }
    for (const bad of [1234.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => toKopecks(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('kopecksToDecimal', () => {
  it('writes roubles with two decimals', () => {
    expect(kopecksToDecimal(123450n)).toBe('1234.50');
    expect(kopecksToDecimal(7n)).toBe('0.07');
    expect(kopecksToDecimal(0n)).toBe('0.00');
    expect(kopecksToDecimal(-1025n)).toBe('-10.25');
    expect(kopecksToDecimal(-5n)).toBe('-0.05');
  });

  it('round-trips with toKopecks', () => {
    for (const k of [0n, 1n, 99n, 100n, 101n, 123456789n, -42n]) expect(toKopecks(kopecksToDecimal(k))).toBe(k);
  });
});
