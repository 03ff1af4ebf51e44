import { ToastProvider } from '@shop/ui-kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thumbnailUrl } from './image-thumb';
import { formatFileSize, MediaBrowser } from './media-browser';
import type { MediaFile, MediaLibraryView } from './media-library-view';

afterEach(cleanup);

function aFile(id: string, title: string): MediaFile {
  const url = `http://storage.test/media/${id}.png`;
  return {
    id,
    folderId: null,
    title,
    extension: 'png',
    mimeType: 'image/png',
    size: 2048,
    bucketName: 'media',
    path: `/${id}.png`,
    url,
    image: {
      fileId: id,
      url,
      alt: null,
      width: 640,
      height: 480,
      variants: [
        { width: 640, url: `${url}-640.webp` },
        { width: 320, url: `${url}-320.webp` },
      ],
    },
    usageCount: 0,
    createdAt: '2026-03-05T11:03:09.000Z',
  };
}

const loaded = <T,>(data: T) => ({
  data,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
});

function libraryOf(files: MediaFile[]): MediaLibraryView {
  return {
    folders: loaded({ folderList: [], breadcrumbs: [] }),
    files: loaded({ fileList: files, pagination: { page: 1, limit: 24, total: files.length } }),
    actions: {
      createFolder: vi.fn(),
      renameFolder: vi.fn(),
      deleteFolder: vi.fn(),
      updateFile: vi.fn(),
      deleteFile: vi.fn(),
      upload: vi.fn(),
      refresh: vi.fn(),
      messageOf: () => 'Возникла ошибка',
    },
  };
}

describe('media browser', () => {
  it('offers each image not yet taken for picking, and no folder or file management', () => {
    const front = aFile('f1', 'front.png');
    const back = aFile('f2', 'back.png');
    const onPick = vi.fn();
    render(
      <ToastProvider>
        <MediaBrowser
          mode="pick"
          library={libraryOf([front, back])}
          location={{ folderId: null, page: 1 }}
          onNavigate={vi.fn()}
          onPick={onPick}
          isPicked={(file) => file.id === back.id}
        />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать: front.png' }));
    expect(onPick).toHaveBeenCalledWith(front);
    expect(screen.queryByRole('button', { name: 'Выбрать: back.png' })).toBeNull();
    expect(screen.getByText('Уже добавлено')).toBeTruthy();
    expect(screen.queryByLabelText('Новая папка')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить: front.png' })).toBeNull();
  });

  it('searches the open folder of a picker by title, from the first page', async () => {
    const onNavigate = vi.fn();
    render(
      <ToastProvider>
        <MediaBrowser
          mode="pick"
          library={libraryOf([])}
          location={{ folderId: 'folder-1', page: 3 }}
          onNavigate={onNavigate}
          onPick={vi.fn()}
        />
      </ToastProvider>,
    );
    fireEvent.change(screen.getByLabelText('Поиск по названию'), { target: { value: 'скзи' } });
    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith({ folderId: 'folder-1', page: 1, searchQuery: 'скзи' }),
    );
  });

  it('previews with the smallest variant, else the file, and names sizes in Russian units', () => {
    const file = aFile('f1', 'front.png');
    expect(thumbnailUrl(file)).toBe(`${file.url}-320.webp`);
    expect(thumbnailUrl({ ...file, image: null })).toBe(file.url);
    expect(formatFileSize(512)).toBe('512 Б');
    expect(formatFileSize(24_576)).toBe('24 КБ');
  });
});
