import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../http/content-disposition';
import type { Handlers } from '../../http/operations';
import { uploadedFile } from '../../http/uploads';
import type { Identity } from '../identity/identity';
import { SITE_FILE_MAX_BYTES } from './input';
import type { SiteFileField } from './repository';
import type { Download, SiteSettingsService } from './service';

/** Site settings operations of the contract: input, one service call, reply. Admin ones are guarded by the admin hook too. */
export function siteSettingsHandlers({ settings, identity }: { settings: SiteSettingsService; identity: Identity }) {
  /** The multipart form of a settings file: one file of at most 50 MB. */
  const fileUpload = (field: SiteFileField) => ({
    config: { multipartOptions: { limits: { fileSize: SITE_FILE_MAX_BYTES, files: 1 } } },
    handler: async (req: FastifyRequest<{ Body: { title?: string; remove?: 'true' } }>) => {
      const { user } = await identity.requireRoot(req);
      const form = { file: uploadedFile(req, 'file'), title: req.body.title, remove: req.body.remove === 'true' };
      return { payload: { siteSettings: await settings.setFile(user.id, field, form) } };
    },
  });

  return {
    getSiteSettings: async () => ({ payload: { siteSettings: await settings.get() } }),

    downloadPriceList: async (_req, reply) => sendDownload(reply, await settings.download('priceListFile')),

    downloadRequisitesFile: async (_req, reply) => sendDownload(reply, await settings.download('requisitesFile')),

    getAdminSiteSettings: async () => ({ payload: { siteSettings: await settings.getAdmin() } }),

    updatePriceListFile: fileUpload('priceListFile'),

    updateRequisitesFile: fileUpload('requisitesFile'),

    updateFreeShippingCost: async (req) => {
      const { user } = await identity.requireRoot(req);
      return { payload: { siteSettings: await settings.setFreeShippingCost(user.id, req.body.freeShippingCost) } };
    },

    updateThematicTheme: async (req) => {
      const { user } = await identity.requireRoot(req);
      return { payload: { siteSettings: await settings.setThematicTheme(user.id, req.body.thematicTheme) } };
    },

    updateShopRequisites: async (req) => {
      const { user } = await identity.requireRoot(req);
      return { payload: { siteSettings: await settings.setShopRequisites(user.id, req.body) } };
    },

    listSiteSettingsChanges: async (req) => {
      const { page = 1, limit = 20, field } = req.query;
      return { payload: await settings.listChanges({ page, limit, field }) };
    },
  } satisfies Handlers<'site-settings'>;
}

/** A settings file as an attachment under its title; `no-cache`, since a new upload keeps the address. */
function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'no-cache')
    .send(file.body);
}
