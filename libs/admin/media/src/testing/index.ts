import { vi } from 'vitest';
import type { MediaApi, MediaFile, MediaFolder } from '../media-api';

/** A media folder. */
export function aFolder(overrides: Partial<MediaFolder> = {}): MediaFolder {
  return {
    id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a01',
    parentId: null,
    title: 'Тахографы',
    folderCount: 0,
    fileCount: 2,
    createdAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** A media file (an image). */
export function aFile(overrides: Partial<MediaFile> = {}): MediaFile {
  const id = overrides.id ?? '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b01';
  return {
    id,
    folderId: null,
    title: 'shtrikh-m.png',
    extension: 'png',
    mimeType: 'image/png',
    size: 24_576,
    bucketName: 'media',
    path: `/${id}.png`,
    url: `http://storage.test/media/${id}.png`,
    image: {
      fileId: id,
      url: `http://storage.test/media/${id}.png`,
      alt: null,
      width: 640,
      height: 480,
      variants: [{ width: 320, url: `http://storage.test/media/${id}-320.webp` }],
    },
    usageCount: 0,
    createdAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** A fake media API whose calls are spies: an empty root, uploads stored under their names; override what a test needs. */
export function fakeMediaApi(overrides: Partial<MediaApi> = {}): MediaApi {
  return {
    listFolders: vi.fn(async () => ({ folderList: [], breadcrumbs: [] })),
    createFolder: vi.fn(async (title: string, parentId: string | null) => aFolder({ title, parentId })),
    renameFolder: vi.fn(async (folderId: string, title: string) => aFolder({ id: folderId, title })),
    deleteFolder: vi.fn(async () => undefined),
    listFiles: vi.fn(async (filters) => ({
      fileList: [],
      pagination: { page: filters.page, limit: filters.limit, total: 0 },
    })),
    upload: vi.fn(async (file: File) => aFile({ title: file.name })),
    updateFile: vi.fn(async (fileId: string, change) =>
      aFile({ id: fileId, ...(change.title ? { title: change.title } : {}) }),
    ),
    deleteFile: vi.fn(async () => undefined),
    ...overrides,
  };
}
