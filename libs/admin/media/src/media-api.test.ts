// @vitest-environment node
// Node's own FormData and File: jsdom's cannot carry a file part through fetch.
import { clientAnswering, requestLine } from '@shop/admin-testing';
import { describe, expect, it } from 'vitest';
import { createMediaApi } from './media-api';

describe('createMediaApi', () => {
  it('uploads one image as multipart with its folder', async () => {
    const { client, requests } = clientAnswering(() => ({ payload: { file: { id: 'f1' } } }));
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'датчик.png', { type: 'image/png' });
    await createMediaApi(client).upload(image, 'folder-1');
    expect(requestLine(requests[0])).toBe('POST /api/v1/admin/media/file');
    const form = await requests[0]?.formData();
    expect(form?.get('folderId')).toBe('folder-1');
    expect((form?.get('file') as File).name).toBe('датчик.png');
    expect((form?.get('file') as File).size).toBe(4);
  });

  it('uploads into the root without a folder and lists only images, searching by a trimmed title', async () => {
    const { client, requests } = clientAnswering(() => ({
      payload: { file: { id: 'f1' }, fileList: [], pagination: { page: 1, limit: 24, total: 0 } },
    }));
    const media = createMediaApi(client);
    await media.upload(new File([new Uint8Array([137, 80, 78, 71])], 'схема.png', { type: 'image/png' }), null);
    await media.listFiles({ folderId: null, page: 1, limit: 24, searchQuery: '  скзи ' });
    expect((await requests[0]?.formData())?.has('folderId')).toBe(false);
    expect(requestLine(requests[1])).toBe(
      `GET /api/v1/admin/media/file/list?page=1&limit=24&imageOnly=true&searchQuery=${encodeURIComponent('скзи')}`,
    );
  });

  it('lists images of a folder, renames a folder in place and deletes files', async () => {
    const { client, requests } = clientAnswering((request) =>
      request.method === 'DELETE'
        ? null
        : { payload: { fileList: [], pagination: { page: 1, limit: 24, total: 0 }, folder: { id: 'x' } } },
    );
    const media = createMediaApi(client);
    await media.listFiles({ folderId: 'folder-1', page: 2, limit: 24, searchQuery: '' });
    await media.renameFolder('folder-2', 'Кабели', 'folder-1');
    await media.deleteFile('file-1');
    expect(requests.map(requestLine)).toEqual([
      'GET /api/v1/admin/media/file/list?page=2&limit=24&imageOnly=true&folderId=folder-1',
      'PATCH /api/v1/admin/media/folder/folder-2',
      'DELETE /api/v1/admin/media/file/file-1',
    ]);
    expect(await requests[1]?.json()).toEqual({ title: 'Кабели', parentId: 'folder-1' });
  });
});
