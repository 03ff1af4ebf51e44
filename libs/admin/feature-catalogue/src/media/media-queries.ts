import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CatalogueApi, MediaFileQuery } from '../api/catalogue-api';
import { catalogueKeys } from '../api/catalogue-keys';

/** One level of media folders (root when `parentId` is null) and the path to it. */
export function mediaFoldersQueryOptions(api: CatalogueApi, parentId: string | null) {
  return queryOptions({ queryKey: catalogueKeys.media.folders(parentId), queryFn: () => api.media.folders(parentId) });
}

/** One page of the images of a folder. */
export function mediaFilesQueryOptions(api: CatalogueApi, query: MediaFileQuery) {
  return queryOptions({
    queryKey: catalogueKeys.media.files(query),
    queryFn: () => api.media.files(query),
    placeholderData: keepPreviousData,
  });
}
