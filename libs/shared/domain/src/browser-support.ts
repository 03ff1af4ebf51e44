import { UAParser } from 'ua-parser-js';
import { MIN_BROWSER_VERSIONS } from './constants';

type Family = keyof typeof MIN_BROWSER_VERSIONS;

/*
 * ua-parser-js names that count as one of the supported families. Mobile and embedded builds share the
 * engine of their family. Edge, Opera, Yandex, Samsung Internet and the rest are named differently by the
 * parser (Edge's UA also carries 'Chrome/'), so they fall through to unsupported as SPEC 5 asks.
 */
const FAMILY_BY_NAME: Readonly<Record<string, Family>> = {
  Chrome: 'Chrome',
  'Mobile Chrome': 'Chrome',
  'Chrome WebView': 'Chrome',
  'Chrome Headless': 'Chrome',
  Chromium: 'Chrome',
  Safari: 'Safari',
  'Mobile Safari': 'Safari',
  Firefox: 'Firefox',
  'Mobile Firefox': 'Firefox',
};

function atLeast(version: string, min: readonly [number, number]): boolean {
  const [major = Number.NaN, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  if (!Number.isFinite(major)) return false;
  const minorNumber = Number.isFinite(minor) ? minor : 0;
  return major > min[0] || (major === min[0] && minorNumber >= min[1]);
}

/**
 * Whether the browser of a user-agent string is supported: Chrome >= 111, Safari >= 16.4, Firefox >= 128
 * (mobile builds included). Edge, any other browser, an empty or unparseable UA and a parse failure are unsupported.
 * Chrome and Firefox on iOS are judged by their own version, as the parser reports it.
 */
export function isBrowserSupported(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  try {
    const { name, version } = new UAParser(userAgent).getBrowser();
    const family = name === undefined ? undefined : FAMILY_BY_NAME[name];
    if (family === undefined || version === undefined) return false;
    return atLeast(version, MIN_BROWSER_VERSIONS[family]);
  } catch {
    return false;
  }
}
