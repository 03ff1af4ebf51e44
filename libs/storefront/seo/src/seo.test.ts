import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  absoluteUrl,
  canonicalLink,
  jsonLdMeta,
  openGraphMeta,
  pageSeoMeta,
  publicOriginFrom,
  summaryText,
} from './seo';

const root = (data: object) => [{ id: 'root', loaderData: data }];

/** A descriptor's field read as a plain record (MetaDescriptor is a union without a shared index signature). */
const field = (tag: object, key: string): unknown => (tag as Record<string, unknown>)[key];

describe('publicOriginFrom', () => {
  it('reads the origin from the root loader data without a trailing slash', () => {
    expect(publicOriginFrom(root({ publicOrigin: 'https://shop.example.ru/' }))).toBe('https://shop.example.ru');
  });

  it('is empty when the root has no data (error pages)', () => {
    expect(publicOriginFrom([{ id: 'root' }])).toBe('');
    expect(publicOriginFrom([])).toBe('');
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and a site path', () => {
    expect(absoluteUrl('https://shop.example.ru', '/product/a')).toBe('https://shop.example.ru/product/a');
    expect(absoluteUrl('https://shop.example.ru/', 'product/a')).toBe('https://shop.example.ru/product/a');
  });

  it('keeps an absolute URL as it is', () => {
    expect(absoluteUrl('https://shop.example.ru', 'https://cdn.example.ru/i.webp')).toBe(
      'https://cdn.example.ru/i.webp',
    );
  });

  it('gives nothing without an origin rather than a relative canonical', () => {
    expect(absoluteUrl('', '/product/a')).toBe('');
  });
});

describe('summaryText', () => {
  it('drops tags, decodes entities and separates blocks', () => {
    expect(summaryText('<p>Тахограф&nbsp;&laquo;Штрих&raquo;</p><p>Для&#32;грузовиков &amp; автобусов</p>')).toBe(
      'Тахограф «Штрих» Для грузовиков & автобусов',
    );
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, index) => `слово${index}`).join(' ');
    const summary = summaryText(words);
    expect(summary.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(summary.endsWith('…')).toBe(true);
    // The last word before the ellipsis is whole: it is one of the source words.
    const lastWord = summary.slice(0, -1).split(' ').at(-1) ?? '';
    expect(words.split(' ')).toContain(lastWord);
  });

  it('is empty for no description', () => {
    expect(summaryText(null)).toBe('');
    expect(summaryText('<p> </p>')).toBe('');
  });
});

describe('openGraphMeta', () => {
  it('describes the page in Russian with the shop as the site name', () => {
    const tags = openGraphMeta({
      title: 'Тахограф',
      description: 'Описание',
      url: 'https://shop.example.ru/product/t',
      image: 'https://shop.example.ru/storage/t.webp',
      type: 'product',
      siteName: 'ТахоСнаб',
    });
    const byProperty = Object.fromEntries(tags.map((tag) => [String(field(tag, 'property')), field(tag, 'content')]));
    expect(byProperty).toEqual({
      'og:type': 'product',
      'og:locale': 'ru_RU',
      'og:site_name': 'ТахоСнаб',
      'og:title': 'Тахограф',
      'og:description': 'Описание',
      'og:url': 'https://shop.example.ru/product/t',
      'og:image': 'https://shop.example.ru/storage/t.webp',
    });
  });

  it('leaves out empty description, URL and image', () => {
    const tags = openGraphMeta({ title: 'Каталог', description: '', url: '', image: null, siteName: 'ТахоСнаб' });
    expect(tags.map((tag) => field(tag, 'property'))).toEqual(['og:type', 'og:locale', 'og:site_name', 'og:title']);
    expect(tags[0]).toEqual({ property: 'og:type', content: 'website' });
  });
});

describe('jsonLdMeta and canonicalLink', () => {
  it('wrap their data in React Router descriptors', () => {
    expect(jsonLdMeta({ '@type': 'Thing' })).toEqual({ 'script:ld+json': { '@type': 'Thing' } });
    expect(canonicalLink('https://shop.example.ru/')).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example.ru/',
    });
  });
});

describe('pageSeoMeta', () => {
  it('combines title template, description, absolute canonical and Open Graph', () => {
    const tags = pageSeoMeta(
      {
        title: 'Тахограф Атол',
        description: 'Лучший тахограф',
        canonicalPath: '/product/atol',
        image: '/storage/atol.webp',
        type: 'product',
      },
      root({ brand: 'ТахоСнаб', publicOrigin: 'https://shop.example.ru' }),
    );
    expect(tags).toContainEqual({ title: 'Тахограф Атол - интернет-магазин ТахоСнаб' });
    expect(tags).toContainEqual({ name: 'description', content: 'Лучший тахограф' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example.ru/product/atol' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://shop.example.ru/storage/atol.webp' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://shop.example.ru/product/atol' });
  });

  it('leaves out the canonical and og:url when the origin is unknown', () => {
    const tags = pageSeoMeta({ title: 'Каталог', description: '', canonicalPath: '/category/list' }, []);
    expect(tags.some((tag) => field(tag, 'rel') === 'canonical' || field(tag, 'property') === 'og:url')).toBe(false);
    expect(tags.some((tag) => field(tag, 'name') === 'description')).toBe(false);
  });
});
