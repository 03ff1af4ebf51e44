import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { Handlers } from '../../http/operations';
import { uploadedFile } from '../../http/uploads';
import { MEDIA_MAX_BYTES, type MediaService } from './service';

/** Media library operations (admin only: the admin guard covers /api/v1/admin/*). */
export function mediaHandlers({ media }: { media: MediaService }) {
  return {
    createMediaFolder: async (req) => ({ payload: { folder: await media.createFolder(req.body) } }),

    listMediaFolders: async (req) => ({ payload: await media.listFolders(req.query.parentId ?? null) }),

    updateMediaFolder: async (req) => ({
      payload: { folder: await media.updateFolder(req.params.folderId, req.body) },
    }),

    deleteMediaFolder: async (req, reply) => {
      await media.deleteFolder(req.params.folderId);
      return reply.code(204).send();
    },

    uploadMediaFile: {
      config: { multipartOptions: { limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } } },
      handler: async (req) => {
        const file = uploadedFile(req, 'file');
        if (file === undefined) {
          throw new AppError(ErrorCode.CheckViolation, {
            details: [{ field: 'file', message: ru.apiErrors.requiredField }],
          });
        }
        return { payload: { file: await media.upload(file, { folderId: req.body.folderId, title: req.body.title }) } };
      },
    },

    listMediaFiles: async (req) => {
      const { page = 1, limit = 20, searchQuery, folderId } = req.query;
      return { payload: await media.listFiles({ folderId: folderId ?? null, searchQuery, page, limit }) };
    },

    updateMediaFile: async (req) => ({ payload: { file: await media.updateFile(req.params.fileId, req.body) } }),

    deleteMediaFile: async (req, reply) => {
      await media.deleteFile(req.params.fileId);
      return reply.code(204).send();
    },
  } satisfies Handlers<'media'>;
}
