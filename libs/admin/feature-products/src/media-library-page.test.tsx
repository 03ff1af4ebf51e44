import { aFile, aFolder } from '@shop/admin-media/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaLibraryPage, parseMediaLocation, toMediaParams } from './media-library-page';
import { apiError, fakeFeatureApi, renderPage } from './testing/fake-products-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const FOLDER = aFolder();

describe('media library page', () => {
  it('keeps the folder and page in the URL; anything malformed is the root', () => {
    expect(parseMediaLocation(new URLSearchParams(`folder=${FOLDER.id}&page=2`))).toEqual({
      folderId: FOLDER.id,
      page: 2,
    });
    expect(parseMediaLocation(new URLSearchParams('folder=../etc&page=-1'))).toEqual({ folderId: null, page: 1 });
    expect(toMediaParams({ folderId: null, page: 1 }).toString()).toBe('');
  });

  it('opens a folder from the grid and lists its images with size and usage', async () => {
    const api = fakeFeatureApi({
      media: {
        listFolders: vi.fn(async (parentId: string | null) =>
          parentId ? { folderList: [], breadcrumbs: [FOLDER] } : { folderList: [FOLDER], breadcrumbs: [] },
        ),
        listFiles: vi.fn(async (filters) => ({
          fileList: filters.folderId ? [aFile({ title: 'escort-td.png', usageCount: 2 })] : [],
          pagination: { page: 1, limit: 24, total: 1 },
        })),
      },
    });
    const { router } = renderPage(MediaLibraryPage, '/media', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть папку «Тахографы»' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?folder=${FOLDER.id}`));
    expect(await screen.findByText('escort-td.png')).toBeTruthy();
    expect(screen.getByText('24 КБ · Используется: 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Тахографы' }).getAttribute('aria-current')).toBe('location');
  });

  it('creates a folder and toasts "Папка должна быть пустой" (7) when deleting a full one', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = fakeFeatureApi({
      media: {
        listFolders: vi.fn(async () => ({ folderList: [FOLDER], breadcrumbs: [] })),
        deleteFolder: vi.fn(async () => Promise.reject(apiError(7))),
      },
    });
    renderPage(MediaLibraryPage, '/media', api);
    fireEvent.input(await screen.findByLabelText('Новая папка'), { target: { value: 'Датчики топлива' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать папку' }));
    await waitFor(() => expect(api.media.createFolder).toHaveBeenCalledWith('Датчики топлива', null));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить папку: Тахографы' }));
    expect(await screen.findByText('Папка должна быть пустой')).toBeTruthy();
  });

  it('toasts "Файл не может быть удален…" (17) for a file in use, and edits title and alt in a dialog', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const file = aFile({ title: 'front.png' });
    const api = fakeFeatureApi({
      media: {
        listFiles: vi.fn(async () => ({ fileList: [file], pagination: { page: 1, limit: 24, total: 1 } })),
        deleteFile: vi.fn(async () => Promise.reject(apiError(17))),
      },
    });
    renderPage(MediaLibraryPage, '/media', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: front.png' }));
    expect(await screen.findByText('Файл не может быть удален, поскольку он используется')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить: front.png' }));
    fireEvent.input(await screen.findByLabelText('Описание изображения (alt)'), {
      target: { value: 'Тахограф, вид спереди' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.media.updateFile).toHaveBeenCalledWith(file.id, { title: 'front.png', alt: 'Тахограф, вид спереди' }),
    );
  });

  it('uploads each chosen image into the open folder, naming the rejected one', async () => {
    const upload = vi.fn().mockResolvedValueOnce(aFile()).mockRejectedValueOnce(apiError(10, 415));
    const api = fakeFeatureApi({ media: { upload } });
    renderPage(MediaLibraryPage, `/media?folder=${FOLDER.id}`, api);
    const input = await screen.findByLabelText('Загрузить изображения');
    const files = [
      new File(['a'], 'ok.png', { type: 'image/png' }),
      new File(['b'], 'virus.exe', { type: 'image/png' }),
    ];
    fireEvent.change(input, { target: { files } });
    expect(await screen.findByText('virus.exe: Файл не является изображением')).toBeTruthy();
    expect(await screen.findByText('Загружено файлов: 1')).toBeTruthy();
    expect(upload).toHaveBeenNthCalledWith(1, files[0], FOLDER.id);
    expect(upload).toHaveBeenNthCalledWith(2, files[1], FOLDER.id);
  });
});
