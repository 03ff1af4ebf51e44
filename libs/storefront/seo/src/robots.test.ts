import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('closes the private sections to every crawler and names the absolute sitemap', () => {
    const lines = robotsTxt('https://shop.example.ru').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/account', '/cart', '/checkout', '/auth', '/back-in-stock', '/admin'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://shop.example.ru/sitemap.xml');
  });
});
