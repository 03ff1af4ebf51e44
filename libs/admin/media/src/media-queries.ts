import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MediaApi, MediaFileFilters } from './media-api';

/** Query keys of the media library, shared by every screen that shows it. */
export const mediaKeys = {
  all: ['admin-media'] as const,
  folders: (parentId: string | null) => [...mediaKeys.all, 'folders', parentId] as const,
  fileLists: () => [...mediaKeys.all, 'files'] as const,
  files: (filters: MediaFileFilters) => [...mediaKeys.fileLists(), filters] as const,
};

/** One page of files of a media folder; the previous page stays on screen while the next one loads. */
export function mediaFilesQueryOptions(api: MediaApi, filters: MediaFileFilters) {
  return queryOptions({
    queryKey: mediaKeys.files(filters),
    queryFn: () => api.listFiles(filters),
    placeholderData: keepPreviousData,
  });
}

/** The sub-folders of a media folder (null = root) with the path to it. */
export function mediaFoldersQueryOptions(api: MediaApi, parentId: string | null) {
  return queryOptions({ queryKey: mediaKeys.folders(parentId), queryFn: () => api.listFolders(parentId) });
}
