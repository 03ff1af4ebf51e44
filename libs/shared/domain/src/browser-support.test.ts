import { describe, expect, it } from 'vitest';
import { isBrowserSupported } from './browser-support';

const win = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko)';
const chrome = (v: string) => `${win} Chrome/${v} Safari/537.36`;
const mac = (safari: string) =>
  `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${safari} Safari/605.1.15`;
const iphone = (safari: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${safari.replace('.', '_')} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${safari} Mobile/15E148 Safari/604.1`;
const firefox = (v: string) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${v}) Gecko/20100101 Firefox/${v}`;

describe('isBrowserSupported', () => {
  it('supports Chrome from 111', () => {
    expect(isBrowserSupported(chrome('110.0.5481.178'))).toBe(false);
    expect(isBrowserSupported(chrome('111.0.5563.65'))).toBe(true);
    expect(isBrowserSupported(chrome('120.0.0.0'))).toBe(true);
    expect(isBrowserSupported(chrome('99.0.4844.51'))).toBe(false);
  });

  it('treats Chrome on Android, Android WebView and headless Chrome as Chrome', () => {
    const android = (v: string) =>
      `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Mobile Safari/537.36`;
    expect(isBrowserSupported(android('120.0.0.0'))).toBe(true);
    expect(isBrowserSupported(android('110.0.0.0'))).toBe(false);
    const webView =
      'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36';
    expect(isBrowserSupported(webView)).toBe(true);
    const headless =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
    expect(isBrowserSupported(headless)).toBe(true);
  });

  it('judges Chrome on iOS by its own version', () => {
    const crios = (v: string) =>
      `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/${v} Mobile/15E148 Safari/604.1`;
    expect(isBrowserSupported(crios('120.0.6099.119'))).toBe(true);
    expect(isBrowserSupported(crios('110.0.5481.83'))).toBe(false);
  });

  it('supports Safari from 16.4, desktop and mobile', () => {
    expect(isBrowserSupported(mac('16.3'))).toBe(false);
    expect(isBrowserSupported(mac('16.4'))).toBe(true);
    expect(isBrowserSupported(mac('16.4.1'))).toBe(true);
    expect(isBrowserSupported(mac('16.6'))).toBe(true);
    expect(isBrowserSupported(mac('17.0'))).toBe(true);
    expect(isBrowserSupported(mac('15.6.1'))).toBe(false);
    expect(isBrowserSupported(iphone('16.3'))).toBe(false);
    expect(isBrowserSupported(iphone('16.4'))).toBe(true);
    expect(isBrowserSupported(iphone('17.2'))).toBe(true);
  });

  it('supports Firefox from 128, desktop and mobile', () => {
    expect(isBrowserSupported(firefox('115.0'))).toBe(false);
    expect(isBrowserSupported(firefox('127.0'))).toBe(false);
    expect(isBrowserSupported(firefox('128.0'))).toBe(true);
    expect(isBrowserSupported(firefox('133.0'))).toBe(true);
    expect(isBrowserSupported('Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0')).toBe(true);
    expect(isBrowserSupported('Mozilla/5.0 (Android 14; Mobile; rv:115.0) Gecko/115.0 Firefox/115.0')).toBe(false);
  });

  it('rejects Edge although its UA carries a new Chrome version', () => {
    expect(isBrowserSupported(`${chrome('120.0.0.0')} Edg/120.0.2210.91`)).toBe(false);
    expect(isBrowserSupported(`${chrome('131.0.0.0')} Edg/131.0.2903.86`)).toBe(false);
  });

  it('rejects every other browser, even on a new Chromium', () => {
    expect(isBrowserSupported(`${chrome('120.0.0.0')} YaBrowser/24.1.0.0`)).toBe(false);
    expect(isBrowserSupported(`${chrome('120.0.0.0')} OPR/106.0.0.0`)).toBe(false);
    expect(isBrowserSupported(`${chrome('120.0.0.0')} Vivaldi/6.5.3206.53`)).toBe(false);
    expect(
      isBrowserSupported(
        'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
    expect(isBrowserSupported('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko')).toBe(false);
  });

  it('rejects crawlers, an empty, missing or garbage user agent', () => {
    expect(isBrowserSupported('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(false);
    expect(isBrowserSupported('curl/8.5.0')).toBe(false);
    expect(isBrowserSupported('')).toBe(false);
    expect(isBrowserSupported(null)).toBe(false);
    expect(isBrowserSupported(undefined)).toBe(false);
    expect(isBrowserSupported('garbage ### \u0000 ☃')).toBe(false);
    expect(isBrowserSupported('Chrome/abc')).toBe(false);
    expect(isBrowserSupported('x'.repeat(10000))).toBe(false);
  });
});
