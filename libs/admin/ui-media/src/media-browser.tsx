import { LoadError, Pagination } from '@shop/admin-ui-data';
import { formatNumber, ru } from '@shop/i18n-ru';
import { Button, Input, useToast } from '@shop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toastMessageOf } from './api-errors';
import { ImageThumb } from './image-thumb';
import type { MediaFile, MediaFolder } from './media-api';
import { MediaFileDialog } from './media-file-dialog';
import { MediaUploadButton } from './media-upload-button';
import { FormSkeleton } from './page-states';
import { mediaFilesQueryOptions, mediaFoldersQueryOptions, mediaKeys } from './product-queries';
import { useProductsFeatureApi } from './products-api-context';

const t = ru.adminProducts.media;
/** Files per page of the grid (a multiple of 2, 3, 4 and 6 columns). */
export const MEDIA_PAGE_SIZE = 24;
const THUMB_PX = 160;

/** Where the browser is: a folder (null = root) and a page of its files. */
export interface MediaLocation {
  folderId: string | null;
  page: number;
}

/** Props of {@link MediaBrowser}. */
export interface MediaBrowserProps {
  location: MediaLocation;
  onNavigate: (location: MediaLocation) => void;
  /** 'manage': folders and files can be created, renamed and deleted; 'pick': each file gets `pickAction`. */
  mode: 'manage' | 'pick';
  pickAction?: (file: MediaFile) => ReactNode;
}

/** The media library: breadcrumbs, sub-folders, an upload button and a paged grid of thumbnails. */
export function MediaBrowser({ location, onNavigate, mode, pickAction }: MediaBrowserProps) {
  const { media } = useProductsFeatureApi();
  const folders = useQuery(mediaFoldersQueryOptions(media, location.folderId));
  const filters = { folderId: location.folderId, page: location.page, limit: MEDIA_PAGE_SIZE, searchQuery: '' };
  const files = useQuery(mediaFilesQueryOptions(media, filters));
  const open = (folderId: string | null) => onNavigate({ folderId, page: 1 });

  return (
    <div className="admin-media">
      <nav aria-label={t.breadcrumbs} className="admin-media__breadcrumbs">
        <ol>
          <li>
            <button type="button" className="admin-media__crumb" aria-current={location.folderId === null ? 'location' : undefined} onClick={() => open(null)}>
              {t.rootFolder}
            </button>
          </li>
          {(folders.data?.breadcrumbs ?? []).map((crumb) => (
            <li key={crumb.id}>
              <button type="button" className="admin-media__crumb" aria-current={crumb.id === location.folderId ? 'location' : undefined} onClick={() => open(crumb.id)}>
                {crumb.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-label={t.folders} className="admin-media__folders">
        <h2>{t.folders}</h2>
        {mode === 'manage' && <NewFolderForm parentId={location.folderId} />}
        {folders.isError ? (
          <LoadError message={t.loadFailed} onRetry={() => void folders.refetch()} retrying={folders.isFetching} />
        ) : !folders.data ? (
          <FormSkeleton fields={1} />
        ) : folders.data.folderList.length === 0 ? (
          <p className="admin-products__hint">{t.noFolders}</p>
        ) : (
          <ul className="admin-media__folder-list">
            {folders.data.folderList.map((folder) => (
              <FolderItem key={folder.id} folder={folder} manage={mode === 'manage'} onOpen={() => open(folder.id)} />
            ))}
          </ul>
        )}
      </section>

      <section aria-label={t.files} className="admin-media__files">
        <h2>{t.files}</h2>
        <MediaUploadButton folderId={location.folderId} />
        {files.isError && !files.data ? (
          <LoadError message={t.loadFailed} onRetry={() => void files.refetch()} retrying={files.isFetching} />
        ) : !files.data ? (
          <ul className="admin-media__grid" aria-busy="true" aria-label={t.gridLabel}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="admin-media__tile admin-media__tile--skeleton" aria-hidden="true" />
            ))}
          </ul>
        ) : files.data.fileList.length === 0 ? (
          <p className="admin-products__hint">{t.noFiles}</p>
        ) : (
          <>
            <ul className={files.isPlaceholderData ? 'admin-media__grid admin-media__grid--refreshing' : 'admin-media__grid'} aria-label={t.gridLabel}>
              {files.data.fileList.map((file) => (
                <FileTile key={file.id} file={file} actions={mode === 'manage' ? <ManageFileActions file={file} /> : pickAction?.(file)} />
              ))}
            </ul>
            <Pagination
              page={location.page}
              limit={MEDIA_PAGE_SIZE}
              total={files.data.pagination.total}
              limits={[MEDIA_PAGE_SIZE]}
              onPageChange={(page) => onNavigate({ ...location, page })}
              onLimitChange={() => undefined}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** Human-readable size of a file in bytes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 102.4) / 10)} КБ`;
  return `${formatNumber(Math.round(bytes / (1024 * 102.4)) / 10)} МБ`;
}

function FileTile({ file, actions }: { file: MediaFile; actions: ReactNode }) {
  return (
    <li className="admin-media__tile">
      {file.image ? (
        <ImageThumb className="admin-media__image" image={file.image} size={THUMB_PX} alt={file.image.alt ?? file.title} />
      ) : (
        <span className="admin-media__image admin-media__image--none">{file.extension}</span>
      )}
      <span className="admin-media__file-title" title={file.title}>
        {file.title}
      </span>
      <span className="admin-products__hint">
        {formatFileSize(file.size)} · {file.usageCount > 0 ? t.usage.replace('{count}', String(file.usageCount)) : t.unused}
      </span>
      <div className="admin-media__actions">{actions}</div>
    </li>
  );
}

function ManageFileActions({ file }: { file: MediaFile }) {
  const { media } = useProductsFeatureApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => media.deleteFile(file.id),
    onSuccess: async () => {
      toast.success();
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
    // Code 17 (used by a product or category) reads 'Файл не может быть удален, поскольку он используется'.
    onError: (error) => toast.error(toastMessageOf(error)),
  });
  return (
    <>
      <Button type="button" size="sm" variant="secondary" aria-label={`${t.editFile}: ${file.title}`} onClick={() => setEditing(true)}>
        {t.editFile}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="danger"
        loading={remove.isPending}
        aria-label={`${t.deleteFile}: ${file.title}`}
        onClick={() => {
          if (window.confirm(t.deleteFileConfirm.replace('{title}', file.title))) remove.mutate();
        }}
      >
        {t.deleteFile}
      </Button>
      {editing && <MediaFileDialog file={file} onClose={() => setEditing(false)} />}
    </>
  );
}

function FolderItem({ folder, manage, onOpen }: { folder: MediaFolder; manage: boolean; onOpen: () => void }) {
  const { media } = useProductsFeatureApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(folder.title);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.all });
  const rename = useMutation({
    mutationFn: () => media.renameFolder(folder.id, title.trim(), folder.parentId),
    onSuccess: async () => {
      setRenaming(false);
      toast.success();
      await refresh();
    },
    onError: (error) => toast.error(toastMessageOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => media.deleteFolder(folder.id),
    onSuccess: async () => {
      toast.success();
      await refresh();
    },
    // Code 7 reads 'Папка должна быть пустой'.
    onError: (error) => toast.error(toastMessageOf(error)),
  });

  if (renaming) {
    return (
      <li className="admin-media__folder">
        <form
          className="admin-media__inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim() !== '') rename.mutate();
          }}
        >
          <Input label={t.folderTitle} value={title} maxLength={200} required autoFocus onChange={(event) => setTitle(event.target.value)} />
          <Button type="submit" size="sm" loading={rename.isPending}>
            {ru.common.save}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setRenaming(false)}>
            {ru.common.cancel}
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="admin-media__folder">
      <button type="button" className="admin-media__folder-open" aria-label={t.openFolder.replace('{title}', folder.title)} onClick={onOpen}>
        <FolderIcon />
        <span className="admin-media__folder-text">
          <span className="admin-media__folder-title">{folder.title}</span>
          <span className="admin-products__hint">
            {t.folderCounts.replace('{folders}', String(folder.folderCount)).replace('{files}', String(folder.fileCount))}
          </span>
        </span>
      </button>
      {manage && (
        <div className="admin-media__actions">
          <Button type="button" size="sm" variant="ghost" aria-label={`${t.renameFolder}: ${folder.title}`} onClick={() => setRenaming(true)}>
            {t.renameFolder}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={remove.isPending}
            aria-label={`${t.deleteFolder}: ${folder.title}`}
            onClick={() => {
              if (window.confirm(t.deleteFolderConfirm.replace('{title}', folder.title))) remove.mutate();
            }}
          >
            {t.deleteFolder}
          </Button>
        </div>
      )}
    </li>
  );
}

function FolderIcon() {
  return (
    <svg className="admin-media__folder-icon" viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" strokeLinejoin="round" />
    </svg>
  );
}

function NewFolderForm({ parentId }: { parentId: string | null }) {
  const { media } = useProductsFeatureApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: () => media.createFolder(title.trim(), parentId),
    onSuccess: async () => {
      setTitle('');
      toast.success();
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
    onError: (failure) => toast.error(toastMessageOf(failure)),
  });
  return (
    <form
      className="admin-media__inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim() === '') return setError(t.titleRequired);
        setError(undefined);
        create.mutate();
      }}
    >
      <Input label={t.newFolder} value={title} maxLength={200} error={error} onChange={(event) => setTitle(event.target.value)} />
      <Button type="submit" variant="secondary" loading={create.isPending}>
        {t.createFolder}
      </Button>
    </form>
  );
}
