import type { RequestBody, Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { SellerRequisites } from '../../db/schema';
import type { WriteFeed } from '../../changes/write-feed';
import { cacheClearedBy } from '../product-cards/listing-cache';
import { findSeller } from '../site-settings/reader';
import { hasVisibleText, sanitizePageHtml } from '../../http/rich-text';
import { BUILT_IN_PAGES } from './built-in-pages';
import {
  deleteContentPage,
  findContentPage,
  listContentPages,
  upsertContentPage,
  type ContentPageRow,
  type ContentPageSlug,
} from './repository';

/** A page as an administrator sees it. */
export type ContentPage = Schema<'ContentPage'>;

/** What the storefront shows: the page and the seller's requisites (as invoices print them), null while none are stored. */
export interface PublicContentPageReply {
  contentPage: Schema<'PublicContentPage'>;
  seller: Schema<'SellerRequisites'> | null;
}

/** What the content pages service needs. */
export interface ContentPagesDependencies {
  db: Db;
  clock: Clock;
  /** How long a public page may be served from memory without a write in this process (CATALOGUE_CACHE_SECONDS); 0 = never. */
  cacheTtlMs: number;
  /** The app's write feed: page writes go out on it, and settings and page changes clear the cache. */
  writeFeed: WriteFeed;
}

/** The four pages, in the order the admin lists them. */
const SLUGS: readonly ContentPageSlug[] = ['contact', 'delivery', 'user-agreement', 'application-conditions'];

/** Call after a committed write of a page's text (the seller's requisites come as a settings change). */
function contentPagesChanged(writeFeed: WriteFeed): void {
  writeFeed.publish('content');
}

/**
 * Static pages: built-in texts an administrator may replace (sanitised on write) or reset. Public reads are served
 * from an in-process cache like the catalogue's listings: cleared by every page or settings change (this process's
 * at once, another's through the Redis relay), bounded by the TTL.
 */
export function createContentPagesService(deps: ContentPagesDependencies) {
  const { db, clock, writeFeed } = deps;
  // A page prints the seller's requisites, which are settings.
  const cache = cacheClearedBy(writeFeed, ['content', 'settings'], {
    maxEntries: SLUGS.length,
    ttlMs: deps.cacheTtlMs,
  });

  return {
    /** The public pages' cache, for the metrics. */
    cache,

    /** A page as the storefront shows it, with the seller's requisites. */
    getPublic(slug: ContentPageSlug): Promise<PublicContentPageReply> {
      return cache.getOrCompute(slug, async () => {
        const [row, seller] = await Promise.all([findContentPage(db, slug), findSeller(db)]);
        const { isBuiltIn: _builtIn, updatedBy: _by, ...page } = present(slug, row);
        return { contentPage: page, seller: seller === null ? null : presentSeller(seller) };
      });
    },

    /** The four pages with their text, built-in or edited. */
    async list(): Promise<ContentPage[]> {
      const rows = new Map((await listContentPages(db)).map((row) => [row.slug, row]));
      return SLUGS.map((slug) => present(slug, rows.get(slug)));
    },

    /** Stores a page's text; the HTML is sanitised, and code 12 names `title` or `html` when nothing of it is left. */
    async update(actorId: string, slug: ContentPageSlug, body: RequestBody<'updateContentPage'>): Promise<ContentPage> {
      const title = body.title.trim();
      const html = sanitizePageHtml(body.html);
      if (title === '') throw invalid('title', ru.apiErrors.pageTitleRequired);
      if (!hasVisibleText(html)) throw invalid('html', ru.apiErrors.pageTextEmpty);
      await upsertContentPage(
        db,
        slug,
        { title, html, seoTitle: optional(body.seoTitle), seoDescription: optional(body.seoDescription) },
        actorId,
        clock.now(),
      );
      contentPagesChanged(writeFeed);
      return present(slug, await findContentPage(db, slug));
    },

    /** Returns a page to its built-in text (a page that has it already stays so). */
    async reset(slug: ContentPageSlug): Promise<ContentPage> {
      await deleteContentPage(db, slug);
      contentPagesChanged(writeFeed);
      return present(slug, undefined);
    },
  };
}

/** The content pages use cases. */
export type ContentPagesService = ReturnType<typeof createContentPagesService>;

function present(slug: ContentPageSlug, row: ContentPageRow | undefined): ContentPage {
  if (row === undefined) return { slug, ...BUILT_IN_PAGES[slug], isBuiltIn: true, updatedAt: null, updatedBy: null };
  return {
    slug,
    title: row.title,
    html: row.html,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    isBuiltIn: false,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** Every field of the contract's seller, the optional ones as null (a row stored before a field existed lacks it). */
function presentSeller(seller: SellerRequisites): Schema<'SellerRequisites'> {
  return {
    title: seller.title,
    inn: seller.inn,
    kpp: seller.kpp ?? null,
    ogrn: seller.ogrn ?? null,
    legalAddress: seller.legalAddress,
    bankName: seller.bankName,
    bik: seller.bik,
    checkingAccount: seller.checkingAccount,
    correspondentAccount: seller.correspondentAccount,
    phone: seller.phone ?? null,
    director: seller.director ?? null,
    accountant: seller.accountant ?? null,
  };
}

/** A blank SEO field is no SEO field: the storefront then falls back to the page's title. */
function optional(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function invalid(field: 'title' | 'html', message: string): AppError {
  return new AppError(ErrorCode.CheckViolation, { message, details: [{ field, message }] });
}
