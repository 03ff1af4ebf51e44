import { NEW_YEAR_THEME, PERCENT_RANGE, ROLES, THEMES, type Role, type Theme } from './constants';

/** True when `x` is one of the user roles. */
export function isRole(x: unknown): x is Role {
  return (ROLES as readonly unknown[]).includes(x);
}

/** True when `x` is one of the thematic themes. */
export function isTheme(x: unknown): x is Theme {
  return (THEMES as readonly unknown[]).includes(x);
}

/** True when the site's thematic theme is the new-year one (the new-year logo replaces the normal one). */
export function isNewYearTheme(thematicTheme: string | null | undefined): boolean {
  return thematicTheme === NEW_YEAR_THEME;
}

/** Whether the admin's 'safe page leave' is on, given its cookie value: on unless the cookie says 'false' or '0'. */
export function isSafePageLeaveEnabled(cookieValue: string | null | undefined): boolean {
  const value = cookieValue?.trim().toLowerCase();
  return value !== 'false' && value !== '0';
}

/** A progress percentage clamped to 0..100; NaN counts as 0. */
export function clampPercent(n: number): number {
  if (Number.isNaN(n)) return PERCENT_RANGE.min;
  return Math.min(PERCENT_RANGE.max, Math.max(PERCENT_RANGE.min, n));
}
