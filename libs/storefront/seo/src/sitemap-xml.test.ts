import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  parseSitemapPart,
  sitemapFileCount,
  sitemapFileRange,
  sitemapIndexXml,
  urlEntry,
  xmlStream,
} from './sitemap-xml';

describe('escapeXml and urlEntry', () => {
  it('escape the XML special characters of a URL', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(urlEntry('https://shop.example.ru/all/products?q=a&page=2')).toBe(
      '<url><loc>https://shop.example.ru/all/products?q=a&amp;page=2</loc></url>\n',
    );
  });
});

describe('sitemap index split', () => {
  it('needs one file up to the limit and one more per started limit after it', () => {
    expect(sitemapFileCount(0, 10)).toBe(1);
    expect(sitemapFileCount(10, 10)).toBe(1);
    expect(sitemapFileCount(11, 10)).toBe(2);
    expect(sitemapFileCount(100_001)).toBe(3);
  });

  it('gives each file its window of URLs', () => {
    expect(sitemapFileRange(1, 10)).toEqual({ offset: 0, count: 10 });
    expect(sitemapFileRange(3, 10)).toEqual({ offset: 20, count: 10 });
  });

  it('lists the files in a sitemap index', () => {
    const xml = sitemapIndexXml(['https://s.ru/sitemap/1.xml', 'https://s.ru/sitemap/2.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap><loc>https:\/\/s\.ru\/sitemap\/\d\.xml<\/loc><\/sitemap>/g)).toHaveLength(2);
  });

  it('reads only numbered .xml file names', () => {
    expect(parseSitemapPart('2.xml')).toBe(2);
    expect(parseSitemapPart('0.xml')).toBeNull();
    expect(parseSitemapPart('2.txt')).toBeNull();
    expect(parseSitemapPart('../2.xml')).toBeNull();
  });
});

describe('xmlStream', () => {
  it('streams the chunks as UTF-8', async () => {
    async function* chunks() {
      yield '<a>';
      yield 'тахограф';
      yield '</a>';
    }
    expect(await new Response(xmlStream(chunks())).text()).toBe('<a>тахограф</a>');
  });

  it('errors the stream when the source fails part-way', async () => {
    async function* chunks() {
      yield '<a>';
      throw new Error('API down');
    }
    await expect(new Response(xmlStream(chunks())).text()).rejects.toThrow('API down');
  });
});
