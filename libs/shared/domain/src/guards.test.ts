import { describe, expect, it } from 'vitest';
import { clampPercent, isNewYearTheme, isRole, isSafePageLeaveEnabled, isTheme } from './guards';

describe('clampPercent', () => {
  it('clamps to 0..100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(100)).toBe(100);
    expect(clampPercent(250)).toBe(100);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('isNewYearTheme', () => {
  it('is true for new_year only', () => {
    expect(isNewYearTheme('new_year')).toBe(true);
    expect(isNewYearTheme('default')).toBe(false);
    expect(isNewYearTheme('new-year')).toBe(false);
    expect(isNewYearTheme(null)).toBe(false);
  });
});

describe('isSafePageLeaveEnabled', () => {
  it('is on unless the cookie says otherwise', () => {
    expect(isSafePageLeaveEnabled(undefined)).toBe(true);
    expect(isSafePageLeaveEnabled(null)).toBe(true);
    expect(isSafePageLeaveEnabled('true')).toBe(true);
    expect(isSafePageLeaveEnabled('1')).toBe(true);
    expect(isSafePageLeaveEnabled('false')).toBe(false);
    expect(isSafePageLeaveEnabled(' FALSE ')).toBe(false);
    expect(isSafePageLeaveEnabled('0')).toBe(false);
  });
});

describe('enum guards', () => {
  it('accept the enumerated values only', () => {
    expect(['root', 'customer', 'guest', 'admin', null].map(isRole)).toEqual([true, true, true, false, false]);
    expect(['default', 'new_year', 'halloween'].map(isTheme)).toEqual([true, true, false]);
  });
});
