import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '@shop/i18n-ru';
import { brandFrom, type RouteMatchLike } from './meta';

/** Search engines show about this many characters of a description; longer text is cut at a word. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** Open Graph page kinds the storefront uses. */
export type OpenGraphType = 'website' | 'product';

/**
 * The public origin of the storefront (`https://shop.example.ru`) the root loader put into its data
 * (STOREFRONT_PUBLIC_URL, or the request's own origin). Empty when the root has no data (an error page):
 * then canonical and og:url are left out rather than pointing somewhere wrong.
 */
export function publicOriginFrom(matches: readonly RouteMatchLike[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  const origin =
    typeof root === 'object' && root !== null ? (root as { publicOrigin?: unknown }).publicOrigin : undefined;
  return typeof origin === 'string' ? origin.replace(/\/+$/, '') : '';
}

/** `path` (or an already absolute URL) made absolute against `origin`; '' when there is no origin to use. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (origin === '') return '';
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
};

/**
 * Plain text of (sanitised) rich-text HTML for a meta description: tags dropped, common entities decoded,
 * whitespace collapsed and the text cut at a word boundary to `maxLength` characters with an ellipsis.
 */
export function summaryText(html: string | null | undefined, maxLength = DESCRIPTION_MAX_LENGTH): string {
  if (!html) return '';
  const text = html
    // Block ends become spaces, so "<p>a</p><p>b</p>" does not read "ab".
    .replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/td|\/th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X'))
        return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
      return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut mid-word rather than dropped.
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** `<meta name="description">`. */
export function descriptionMeta(description: string): MetaDescriptor {
  return { name: 'description', content: description };
}

/** `<link rel="canonical">` to an absolute URL. */
export function canonicalLink(url: string): MetaDescriptor {
  return { tagName: 'link', rel: 'canonical', href: url };
}

/** What a page tells link previews (Open Graph). */
export interface OpenGraphPage {
  title: string;
  description: string;
  /** Absolute URL of the page ('' leaves og:url out). */
  url: string;
  /** Absolute URL of the preview image, if the page has one. */
  image?: string | null;
  type?: OpenGraphType;
  /** The shop name. */
  siteName: string;
}

/** Open Graph tags (`og:*`) of a page, in Russian locale. */
export function openGraphMeta(page: OpenGraphPage): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:locale', content: 'ru_RU' },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:title', content: page.title },
  ];
  if (page.description !== '') tags.push({ property: 'og:description', content: page.description });
  if (page.url !== '') tags.push({ property: 'og:url', content: page.url });
  if (page.image) tags.push({ property: 'og:image', content: page.image });
  return tags;
}

/** A JSON-LD value: plain JSON data (objects, arrays, strings, numbers, booleans, null). */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

/** A `<script type="application/ld+json">` descriptor; React Router serialises and escapes it. */
export function jsonLdMeta(data: JsonLd): MetaDescriptor {
  return { 'script:ld+json': data };
}

/** The SEO facts of one page. */
export interface PageSeo {
  /** Page name; the document title runs it through the '%s - интернет-магазин {brand}' template. */
  title: string;
  /** Plain-text description ('' leaves the description tags out). */
  description: string;
  /** Site path of the canonical page (`/product/slug`), made absolute with the public origin. */
  canonicalPath: string;
  /** Preview image URL, absolute or a site path. */
  image?: string | null;
  type?: OpenGraphType;
}

/**
 * Everything a public page puts in its head: title, description, canonical link and Open Graph tags.
 * JSON-LD blocks are page-specific: add them with {@link jsonLdMeta}.
 */
export function pageSeoMeta(page: PageSeo, matches: readonly RouteMatchLike[]): MetaDescriptor[] {
  const brand = brandFrom(matches);
  const origin = publicOriginFrom(matches);
  const url = absoluteUrl(origin, page.canonicalPath);
  const image = page.image ? absoluteUrl(origin, page.image) : '';
  const tags: MetaDescriptor[] = [{ title: pageTitle(page.title, brand) }];
  if (page.description !== '') tags.push(descriptionMeta(page.description));
  if (url !== '') tags.push(canonicalLink(url));
  tags.push(
    ...openGraphMeta({
      title: page.title,
      description: page.description,
      url,
      image: image || null,
      siteName: brand,
      ...(page.type ? { type: page.type } : {}),
    }),
  );
  return tags;
}
