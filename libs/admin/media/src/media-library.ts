import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MediaApi, MediaFile, MediaFileChange, MediaFolder } from './media-api';
import { toastText } from '@shop/errors';
import { MEDIA_TOASTS } from './media-errors';
import { mediaFilesQueryOptions, mediaFoldersQueryOptions, mediaKeys } from './media-queries';

/**
 * The media calls of `api` with the cache updates that follow them (what @shop/admin-ui-media's
 * screens take as `actions`); an upload leaves the refresh to `refresh`, once a batch is done.
 */
export function useMediaActions(api: MediaApi) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    const thenRefresh = async <T>(call: Promise<T>, refreshing: () => Promise<void> = refresh): Promise<T> => {
      const result = await call;
      await refreshing();
      return result;
    };
    return {
      createFolder: (title: string, parentId: string | null) => thenRefresh(api.createFolder(title, parentId)),
      /** Renames a folder where it is. */
      renameFolder: (folder: MediaFolder, title: string) =>
        thenRefresh(api.renameFolder(folder.id, title, folder.parentId)),
      deleteFolder: (folderId: string) => thenRefresh(api.deleteFolder(folderId)),
      updateFile: (fileId: string, change: MediaFileChange) =>
        thenRefresh(api.updateFile(fileId, change), () =>
          queryClient.invalidateQueries({ queryKey: mediaKeys.fileLists() }),
        ),
      deleteFile: (fileId: string) => thenRefresh(api.deleteFile(fileId)),
      upload: (file: File, folderId: string | null): Promise<MediaFile> => api.upload(file, folderId),
      refresh,
      messageOf: (error: unknown) => toastText(error, MEDIA_TOASTS),
    };
  }, [api, queryClient]);
}

/** Images per page of the library (a multiple of 2, 3, 4 and 6 grid columns). */
export const MEDIA_PAGE_SIZE = 24;

/** Where a media screen is: a folder (null = root), a page of its images, maybe a title search. */
export interface MediaLibraryLocation {
  folderId: string | null;
  page: number;
  searchQuery?: string;
}

/** One folder of the library (its sub-folders, a page of its images) and the actions on it. */
export function useMediaLibrary(api: MediaApi, { folderId, page, searchQuery = '' }: MediaLibraryLocation) {
  const folders = useQuery(mediaFoldersQueryOptions(api, folderId));
  const files = useQuery(mediaFilesQueryOptions(api, { folderId, page, limit: MEDIA_PAGE_SIZE, searchQuery }));
  const actions = useMediaActions(api);
  return { folders, files, actions };
}
