import { describe, expect, it } from 'vitest';
import { ORDER_VAT_RATES, VAT_RATES, standardVatRateOn, vatIncluded } from './vat';

describe('vatIncluded', () => {
  // Expected amounts worked out with bc at six decimals, then rounded half up to the kopeck by hand.
  it.each([
    ['0.01', { '22': '0.00', '20': '0.00', '10': '0.00', '7': '0.00', '5': '0.00', '0': '0.00' }],
    ['1.00', { '22': '0.18', '20': '0.17', '10': '0.09', '7': '0.07', '5': '0.05', '0': '0.00' }],
    [
      '99999999.99',
      {
        '22': '18032786.88',
        '20': '16666666.67',
        '10': '9090909.09',
        '7': '6542056.07',
        '5': '4761904.76',
        '0': '0.00',
      },
    ],
    ['56140.90', { '22': '10123.77', '20': '9356.82', '10': '5103.72', '7': '3672.77', '5': '2673.38', '0': '0.00' }],
  ] as const)('takes the НДС out of %s at every rate', (total, expected) => {
    for (const [rate, amount] of Object.entries(expected))
      expect(vatIncluded(total, rate as keyof typeof expected), `${rate} %`).toBe(amount);
  });

  it('rounds an exact half kopeck up (99 999 999.99 × 20 / 120 = 16 666 666.665)', () => {
    expect(vatIncluded('99999999.99', '20')).toBe('16666666.67');
  });

  it('prints no amount without НДС', () => {
    expect(vatIncluded('99999999.99', 'none')).toBeNull();
    expect(vatIncluded('0', 'none')).toBeNull();
  });

  it('rounds to the kopeck, half up, and a refund away from zero', () => {
    expect(vatIncluded('100.00', '20')).toBe('16.67');
    expect(vatIncluded('100.00', '10')).toBe('9.09');
    expect(vatIncluded(2n, '20')).toBe('0.00'); // 0.33 kopeck
    expect(vatIncluded(3n, '20')).toBe('0.01'); // exactly half a kopeck
    expect(vatIncluded(9n, '20')).toBe('0.02'); // exactly 1.5 kopecks
    expect(vatIncluded(6n, '10')).toBe('0.01'); // 0.545
    expect(vatIncluded(5n, '10')).toBe('0.00'); // 0.4545
    expect(vatIncluded(-3n, '20')).toBe('-0.01');
  });

  it('stays exact beyond the range of a float', () => {
    expect(vatIncluded(900_719_925_474_099_300n, '20')).toBe('1501199875790165.50');
  });

  it('rounds once, on the total, not line by line', () => {
    // Three lines of 0.03 ₽ at 22 %: 0.0054 each rounds to 0.01, so line by line would say 0.03; the total's 0.0162 is 0.02.
    expect(vatIncluded('0.09', '22')).toBe('0.02');
  });
});

describe('the rates', () => {
  it('offers 22 % and not 20 % for new orders, and keeps 20 % for orders placed before 2026', () => {
    expect(VAT_RATES).toContain('22');
    expect(VAT_RATES).not.toContain('20');
    expect(ORDER_VAT_RATES).toEqual(expect.arrayContaining([...VAT_RATES, '20']));
  });

  it('switches the standard rate at midnight of 1 January 2026 in Moscow', () => {
    expect(standardVatRateOn(new Date('2025-12-31T20:59:59Z'))).toBe('20');
    expect(standardVatRateOn(new Date('2025-12-31T21:00:00Z'))).toBe('22');
    expect(standardVatRateOn(new Date('2026-11-28T12:00:00Z'))).toBe('22');
  });
});
