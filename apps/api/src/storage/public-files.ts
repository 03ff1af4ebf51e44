import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_BUCKETS } from './buckets';
import { assertSafeLocation } from './file-storage';
import type { LocalFileStorage } from './local-file-storage';

/** URL prefix of local public files: `/storage/<bucket>/<path>`. */
export const STORAGE_ROUTE_PREFIX = '/storage/';

/**
 * Serves files of public buckets from local storage (with ETag, Range and caching). With S3 the public
 * URL points at the object store instead, so nothing is registered.
 */
export async function registerPublicFiles(app: FastifyInstance, storage: LocalFileStorage): Promise<void> {
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: STORAGE_ROUTE_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    // The root may not exist until the first upload; missing files fall through to the 404 handler.
    suppressWarning: true,
    maxAge: '1h',
    allowedPath: (pathName) => isPublicFile(pathName),
    setHeaders: (reply) => {
      // The admin shows these files from another origin (site); public files may be embedded anywhere.
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}

function isPublicFile(pathName: string): boolean {
  const match = /^\/([^/]+)(\/.*)$/.exec(pathName);
  if (match === null) return false;
  const [, bucket = '', path = ''] = match;
  if (!PUBLIC_BUCKETS.has(bucket)) return false;
  try {
    assertSafeLocation(bucket, path);
    return true;
  } catch {
    return false;
  }
}
