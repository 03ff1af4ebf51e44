import {
  COOKIE_NAMES,
  isSafePageLeaveEnabled,
  readCookie,
  SAFE_PAGE_LEAVE_COOKIE as SAFE_PAGE_LEAVE_COOKIE_RULE,
  serializeCookie,
} from '@shop/domain';

/** Cookie holding the admin "safe page leave" preference (SPEC 5). */
export const SAFE_PAGE_LEAVE_COOKIE = COOKIE_NAMES.safePageLeave;

/**
 * Lifetime the spec asks for (about 100000 days). Browsers cap cookie lifetimes (Chromium: 400 days),
 * so every write renews it.
 */
export const SAFE_PAGE_LEAVE_COOKIE_DAYS = SAFE_PAGE_LEAVE_COOKIE_RULE.maxAgeDays;

/** Whether the admin asks before leaving a page with unsaved changes (the rule: `isSafePageLeaveEnabled`). */
export function readSafePageLeave(cookieString: string = document.cookie): boolean {
  return isSafePageLeaveEnabled(readCookie(cookieString, SAFE_PAGE_LEAVE_COOKIE));
}

/** The cookie assignment that stores the preference (path /, about 100000 days). */
export function safePageLeaveCookie(enabled: boolean, now: Date = new Date()): string {
  return serializeCookie(SAFE_PAGE_LEAVE_COOKIE, enabled ? 'true' : 'false', {
    days: SAFE_PAGE_LEAVE_COOKIE_DAYS,
    now,
  });
}

/** Stores the preference in the browser's cookie jar. */
export function writeSafePageLeave(enabled: boolean, doc: Document = document): void {
  doc.cookie = safePageLeaveCookie(enabled);
}
