import { SearchBox } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import { Button, Dialog, Spinner, useToast } from '@shop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CatalogueApi, MediaFile } from '../api/catalogue-api';
import { catalogueKeys } from '../api/catalogue-keys';
import { toastMessageOf } from '../shared/catalogue-errors';
import { LoadError } from '../shared/page-states';
import { mediaFilesQueryOptions, mediaFoldersQueryOptions } from './media-queries';

const t = ru.adminCatalogue.media;
/** Thumbnails per page: four rows of a desktop grid. */
const FILES_PER_PAGE = 24;

/** The smallest webp variant that still fills a thumbnail, else the original. */
export function thumbnailUrl(file: Pick<MediaFile, 'url' | 'image'>): string {
  const variants = [...(file.image?.variants ?? [])].sort((a, b) => a.width - b.width);
  return variants[0]?.url ?? file.url;
}

/**
 * The media library as a chooser: folders to walk, images to pick (search and pages inside a
 * folder), and an upload into the open folder that picks the new image at once. Resolves the
 * overlay with the chosen file. The API comes as a prop: overlays render above the page's providers.
 */
export function MediaLibraryDialog({ api, onPick }: { api: CatalogueApi; onPick: (file: MediaFile) => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [searchQuery, setSearchQuery] = useState('');
  const [limit, setLimit] = useState(FILES_PER_PAGE);
  const uploadInput = useRef<HTMLInputElement>(null);

  const folders = useQuery(mediaFoldersQueryOptions(api, folderId));
  const files = useQuery(mediaFilesQueryOptions(api, { folderId, searchQuery, page: 1, limit }));
  const upload = useMutation({
    mutationFn: (file: File) => api.media.upload(file, folderId),
    onSuccess: async (file) => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.media.all });
      onPick(file);
    },
    onError: (error) => toast.error(toastMessageOf(error)),
  });

  const openFolder = (id: string | null) => {
    setFolderId(id);
    setSearchQuery('');
    setLimit(FILES_PER_PAGE);
  };

  const total = files.data?.pagination.total ?? 0;
  return (
    <Dialog
      title={t.dialogTitle}
      size="lg"
      footer={
        <>
          <input
            ref={uploadInput}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
          <Button type="button" variant="secondary" loading={upload.isPending} onClick={() => uploadInput.current?.click()}>
            {upload.isPending ? t.uploading : t.upload}
          </Button>
        </>
      }
    >
      <div className="admin-media-picker">
        <nav className="admin-media-picker__folders" aria-label={t.folders}>
          <button type="button" className="admin-media-picker__crumb" onClick={() => openFolder(null)} aria-current={folderId === null ? 'location' : undefined}>
            {t.rootFolder}
          </button>
          {folders.data?.breadcrumbs.map((crumb) => (
            <button key={crumb.id} type="button" className="admin-media-picker__crumb" onClick={() => openFolder(crumb.id)} aria-current={crumb.id === folderId ? 'location' : undefined}>
              / {crumb.title}
            </button>
          ))}
          {folders.data?.folderList.map((folder) => (
            <button key={folder.id} type="button" className="admin-media-picker__folder" onClick={() => openFolder(folder.id)}>
              {folder.title}
            </button>
          ))}
        </nav>
        <SearchBox label={ru.adminCatalogue.common.searchLabel} placeholder={t.searchPlaceholder} value={searchQuery} onSearch={setSearchQuery} />
        {files.isPending ? (
          <div className="admin-notice">
            <Spinner />
          </div>
        ) : files.isError && !files.data ? (
          <LoadError onRetry={() => void files.refetch()} />
        ) : files.data.fileList.length === 0 ? (
          <p className="admin-media-picker__empty">{t.empty}</p>
        ) : (
          <ul className="admin-media-picker__grid" aria-busy={files.isFetching || undefined}>
            {files.data.fileList.map((file) => (
              <li key={file.id}>
                <button type="button" className="admin-media-picker__file" onClick={() => onPick(file)} aria-label={t.pick.replace('{title}', file.title)}>
                  <img src={thumbnailUrl(file)} alt="" loading="lazy" width={120} height={90} />
                  <span>{file.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {files.data && files.data.fileList.length < total && (
          <Button type="button" variant="secondary" size="sm" loading={files.isFetching} onClick={() => setLimit((current) => Math.min(current + FILES_PER_PAGE, 100))} disabled={limit >= 100}>
            {t.more}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
