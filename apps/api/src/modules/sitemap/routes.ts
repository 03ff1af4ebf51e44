import type { Handlers } from '../../http/operations';
import type { SitemapService } from './service';

/** Sitemap operations of the contract (public). */
export function sitemapHandlers({ sitemap }: { sitemap: SitemapService }) {
  return {
    getSitemapSummary: async () => ({ payload: await sitemap.summary() }),

    listSitemapProducts: async (req) => {
      const { after, limit = 5000 } = req.query;
      return { payload: await sitemap.products(after ?? null, limit) };
    },
  } satisfies Handlers<'sitemap'>;
}
