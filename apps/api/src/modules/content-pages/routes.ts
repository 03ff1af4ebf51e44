import type { Handlers } from '../../http/operations';
import type { Identity } from '../identity/identity';
import type { ContentPagesService } from './service';

/** Content page operations of the contract: input, one service call, reply. Admin ones are guarded by the admin hook too. */
export function contentPagesHandlers({ pages, identity }: { pages: ContentPagesService; identity: Identity }) {
  return {
    getContentPage: async (req) => ({ payload: await pages.getPublic(req.params.slug) }),

    listAdminContentPages: async () => ({ payload: { contentPageList: await pages.list() } }),

    updateContentPage: async (req) => {
      const { user } = await identity.requireRoot(req);
      return { payload: { contentPage: await pages.update(user.id, req.params.slug, req.body) } };
    },

    resetContentPage: async (req) => {
      await identity.requireRoot(req);
      return { payload: { contentPage: await pages.reset(req.params.slug) } };
    },
  } satisfies Handlers<'content-pages'>;
}
