import { describe, expect, it } from 'vitest';
import { describeBrowser } from './describe-browser';

describe('describeBrowser', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36',
      'Chrome, Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36 Edg/150.0',
      'Edge, Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 YaBrowser/25.1 Mobile Safari/537.36',
      'Яндекс Браузер, Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari, iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox, Linux'],
    ['curl/8.5.0', 'curl/8.5.0'],
  ])('%s → %s', (ua, name) => expect(describeBrowser(ua)).toBe(name));

  it('says nothing without a User-Agent', () => {
    expect(describeBrowser(null)).toBeNull();
    expect(describeBrowser('')).toBeNull();
  });
});
