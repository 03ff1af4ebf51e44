import { LoadError, Pagination, SearchBox } from '@shop/admin-ui-data';
import { formatNumber, ru } from '@shop/i18n-ru';
import { Button, Input, Spinner } from '@shop/ui-kit';
import { useState, type ReactNode } from 'react';
import { ImageThumb } from './image-thumb';
import { MediaFileDialog } from './media-file-dialog';
import type {
  MediaFile,
  MediaFolder,
  MediaLibraryActions,
  MediaLibraryView,
  MediaLocation,
} from './media-library-view';
import { MediaUploadButton } from './media-upload-button';
import { useMediaCall } from './use-media-call';
import './media.css';

const t = ru.adminProducts.media;
const THUMB_PX = 160;

/** Props of {@link MediaBrowser}. */
export interface MediaBrowserProps {
  /** The open folder's lists and the actions (`useMediaLibrary` of @shop/admin-media at `location`). */
  library: MediaLibraryView;
  location: MediaLocation;
  onNavigate: (location: MediaLocation) => void;
  /** 'manage': folders and files can be created, renamed and deleted; 'pick': a title search, and each file not yet picked gets a pick button. */
  mode: 'manage' | 'pick';
  onPick?: (file: MediaFile) => void;
  /** Files already taken (shown as such instead of a pick button). */
  isPicked?: (file: MediaFile) => boolean;
  /** Makes the upload button take one image and hands it over (a picker takes it at once). */
  onUploaded?: (file: MediaFile) => void;
}

/** The media library: breadcrumbs, sub-folders, an upload button and a paged grid of thumbnails. */
export function MediaBrowser({ library, location, onNavigate, mode, onPick, isPicked, onUploaded }: MediaBrowserProps) {
  const { folders, files, actions } = library;
  const open = (folderId: string | null) => onNavigate({ folderId, page: 1 });

  return (
    <div className="admin-media">
      <nav aria-label={t.breadcrumbs} className="admin-media__breadcrumbs">
        <ol>
          <li>
            <button
              type="button"
              className="admin-media__crumb"
              aria-current={location.folderId === null ? 'location' : undefined}
              onClick={() => open(null)}
            >
              {t.rootFolder}
            </button>
          </li>
          {(folders.data?.breadcrumbs ?? []).map((crumb) => (
            <li key={crumb.id}>
              <button
                type="button"
                className="admin-media__crumb"
                aria-current={crumb.id === location.folderId ? 'location' : undefined}
                onClick={() => open(crumb.id)}
              >
                {crumb.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-label={t.folders} className="admin-media__folders">
        <h2>{t.folders}</h2>
        {mode === 'manage' && <NewFolderForm actions={actions} parentId={location.folderId} />}
        {folders.isError ? (
          <LoadError message={t.loadFailed} onRetry={() => void folders.refetch()} retrying={folders.isFetching} />
        ) : !folders.data ? (
          <p className="admin-media__hint" aria-busy="true">
            <Spinner size="sm" />
          </p>
        ) : folders.data.folderList.length === 0 ? (
          <p className="admin-media__hint">{t.noFolders}</p>
        ) : (
          <ul className="admin-media__folder-list">
            {folders.data.folderList.map((folder) => (
              <FolderItem
                key={folder.id}
                actions={actions}
                folder={folder}
                manage={mode === 'manage'}
                onOpen={() => open(folder.id)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-label={t.files} className="admin-media__files">
        <h2>{t.files}</h2>
        {mode === 'pick' && (
          <SearchBox
            label={t.searchLabel}
            value={location.searchQuery ?? ''}
            onSearch={(searchQuery) => onNavigate({ ...location, page: 1, searchQuery })}
          />
        )}
        <MediaUploadButton
          actions={actions}
          folderId={location.folderId}
          multiple={!onUploaded}
          onUploaded={onUploaded}
        />
        {files.isError && !files.data ? (
          <LoadError message={t.loadFailed} onRetry={() => void files.refetch()} retrying={files.isFetching} />
        ) : !files.data ? (
          <ul className="admin-media__grid" aria-busy="true" aria-label={t.gridLabel}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="admin-media__tile admin-media__tile--skeleton" aria-hidden="true" />
            ))}
          </ul>
        ) : files.data.fileList.length === 0 ? (
          <p className="admin-media__hint">{t.noFiles}</p>
        ) : (
          <>
            <ul
              className={
                files.isPlaceholderData ? 'admin-media__grid admin-media__grid--refreshing' : 'admin-media__grid'
              }
              aria-label={t.gridLabel}
            >
              {files.data.fileList.map((file) => (
                <FileTile
                  key={file.id}
                  file={file}
                  actions={
                    mode === 'manage' ? (
                      <ManageFileActions actions={actions} file={file} />
                    ) : (
                      <PickAction file={file} picked={isPicked?.(file) ?? false} onPick={onPick} />
                    )
                  }
                />
              ))}
            </ul>
            <Pagination
              page={location.page}
              limit={files.data.pagination.limit}
              total={files.data.pagination.total}
              limits={[files.data.pagination.limit]}
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
        <ImageThumb
          className="admin-media__image"
          image={file.image}
          size={THUMB_PX}
          alt={file.image.alt ?? file.title}
        />
      ) : (
        <span className="admin-media__image admin-media__image--none">{file.extension}</span>
      )}
      <span className="admin-media__file-title" title={file.title}>
        {file.title}
      </span>
      <span className="admin-media__hint">
        {formatFileSize(file.size)} ·{' '}
        {file.usageCount > 0 ? t.usage.replace('{count}', String(file.usageCount)) : t.unused}
      </span>
      <div className="admin-media__actions">{actions}</div>
    </li>
  );
}

function PickAction({
  file,
  picked,
  onPick,
}: {
  file: MediaFile;
  picked: boolean;
  onPick?: (file: MediaFile) => void;
}) {
  if (picked) return <span className="admin-media__hint">{ru.adminProducts.multimedia.alreadyAdded}</span>;
  return (
    <Button
      type="button"
      size="sm"
      aria-label={`${ru.adminProducts.multimedia.pick}: ${file.title}`}
      onClick={() => onPick?.(file)}
    >
      {ru.adminProducts.multimedia.pick}
    </Button>
  );
}

function ManageFileActions({ actions, file }: { actions: MediaLibraryActions; file: MediaFile }) {
  const [editing, setEditing] = useState(false);
  // Code 17 (used by a product or category) reads 'Файл не может быть удален, поскольку он используется'.
  const remove = useMediaCall(actions.messageOf);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-label={`${t.editFile}: ${file.title}`}
        onClick={() => setEditing(true)}
      >
        {t.editFile}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="danger"
        loading={remove.pending}
        aria-label={`${t.deleteFile}: ${file.title}`}
        onClick={() => {
          if (window.confirm(t.deleteFileConfirm.replace('{title}', file.title)))
            void remove.run(() => actions.deleteFile(file.id));
        }}
      >
        {t.deleteFile}
      </Button>
      {editing && <MediaFileDialog actions={actions} file={file} onClose={() => setEditing(false)} />}
    </>
  );
}

function FolderItem({
  actions,
  folder,
  manage,
  onOpen,
}: {
  actions: MediaLibraryActions;
  folder: MediaFolder;
  manage: boolean;
  onOpen: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(folder.title);
  const rename = useMediaCall(actions.messageOf);
  // Code 7 reads 'Папка должна быть пустой'.
  const remove = useMediaCall(actions.messageOf);

  if (renaming) {
    return (
      <li className="admin-media__folder">
        <form
          className="admin-media__inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim() !== '')
              void rename.run(
                () => actions.renameFolder(folder, title.trim()),
                () => setRenaming(false),
              );
          }}
        >
          <Input
            label={t.folderTitle}
            value={title}
            maxLength={200}
            required
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit" size="sm" loading={rename.pending}>
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
      <button
        type="button"
        className="admin-media__folder-open"
        aria-label={t.openFolder.replace('{title}', folder.title)}
        onClick={onOpen}
      >
        <FolderIcon />
        <span className="admin-media__folder-text">
          <span className="admin-media__folder-title">{folder.title}</span>
          <span className="admin-media__hint">
            {t.folderCounts
              .replace('{folders}', String(folder.folderCount))
              .replace('{files}', String(folder.fileCount))}
          </span>
        </span>
      </button>
      {manage && (
        <div className="admin-media__actions">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={`${t.renameFolder}: ${folder.title}`}
            onClick={() => setRenaming(true)}
          >
            {t.renameFolder}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={remove.pending}
            aria-label={`${t.deleteFolder}: ${folder.title}`}
            onClick={() => {
              if (window.confirm(t.deleteFolderConfirm.replace('{title}', folder.title)))
                void remove.run(() => actions.deleteFolder(folder.id));
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
    <svg
      className="admin-media__folder-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" strokeLinejoin="round" />
    </svg>
  );
}

function NewFolderForm({ actions, parentId }: { actions: MediaLibraryActions; parentId: string | null }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useMediaCall(actions.messageOf);
  return (
    <form
      className="admin-media__inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim() === '') return setError(t.titleRequired);
        setError(undefined);
        void create.run(
          () => actions.createFolder(title.trim(), parentId),
          () => setTitle(''),
        );
      }}
    >
      <Input
        label={t.newFolder}
        value={title}
        maxLength={200}
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={create.pending}>
        {t.createFolder}
      </Button>
    </form>
  );
}
