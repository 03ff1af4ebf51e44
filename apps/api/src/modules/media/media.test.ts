import { ErrorCode } from '@shop/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, mediaFile, product, productMedia } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { multipart } from '../../testing/multipart';
import { pgErrorToAppError } from '../../db/pg-errors';
import { sniffImageFormat } from './image-pipeline';
import { insertFolder } from './repository';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });

interface FileReply {
  id: string;
  folderId: string | null;
  title: string;
  extension: string;
  mimeType: string;
  size: number;
  path: string;
  url: string;
  usageCount: number;
  image: { width: number; height: number; alt: string | null; variants: { width: number; url: string }[] };
}

describe('media library', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await signedIn(t.app, t.db.orm, 'root')).headers;
  });
  afterAll(() => t.close());

  const json = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });

  async function upload(body: Buffer, filename: string, type: string, fields: Record<string, string> = {}) {
    const form = multipart(fields, [{ name: 'file', filename, type, body }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/file',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  }

  it('stores a PNG with its original and webp variants no wider than the original', async () => {
    const png = await picture(1000, 500).png().toBuffer();
    const res = await upload(png, 'Тахограф DTCO.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const file = res.json().payload.file as FileReply;
    expect(file).toMatchObject({
      title: 'Тахограф DTCO',
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      folderId: null,
      usageCount: 0,
    });
    expect(file.image).toMatchObject({ width: 1000, height: 500, alt: null });
    expect(file.image.variants.map((v) => v.width)).toEqual([320, 640, 768, 1000]);
    const original = await t.storage.get('public', file.path);
    expect(original?.body.equals(png)).toBe(true);
    for (const v of file.image.variants) {
      const path = v.url.slice(v.url.indexOf('/public/') + '/public'.length);
      const stored = await t.storage.get('public', path);
      expect(stored === null ? null : sniffImageFormat(stored.body)).toBe('webp');
    }
    // Public files are served by the API itself with local storage.
    const served = await t.app.inject({ method: 'GET', url: new URL(file.url, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
  });

  it('takes a JPEG named .txt (content decides) and refuses text named .png with code 10', async () => {
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    const ok = await upload(jpeg, 'photo.txt', 'text/plain', { title: 'Датчик уровня топлива' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payload.file).toMatchObject({
      title: 'Датчик уровня топлива',
      extension: 'jpg',
      mimeType: 'image/jpeg',
    });
    const fake = await upload(Buffer.from('Это текст, а не картинка'), 'fake.png', 'image/png');
    expect(fake.json().error).toBe(ErrorCode.FileNotImage);
    expect(fake.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('creates, lists, renames and deletes folders; a non-empty folder answers 7, a taken title 4', async () => {
    const parent = (await json('POST', '/api/v1/admin/media/folder', { title: 'Тахографы' })).json().payload.folder;
    expect(parent).toMatchObject({ title: 'Тахографы', parentId: null, folderCount: 0, fileCount: 0 });
    expect((await json('POST', '/api/v1/admin/media/folder', { title: 'тахографы' })).json().error).toBe(
      ErrorCode.UniqueViolation,
    );
    const child = (await json('POST', '/api/v1/admin/media/folder', { title: 'DTCO', parentId: parent.id })).json()
      .payload.folder;

    const listed = (await json('GET', `/api/v1/admin/media/folder/list?parentId=${parent.id}`)).json().payload;
    expect(listed.folderList.map((f: { title: string }) => f.title)).toEqual(['DTCO']);
    expect(listed.breadcrumbs.map((f: { title: string }) => f.title)).toEqual(['Тахографы']);
    const root = (await json('GET', '/api/v1/admin/media/folder/list')).json().payload;
    expect(root.folderList.find((f: { id: string }) => f.id === parent.id)).toMatchObject({ folderCount: 1 });

    const renamed = await json('PATCH', `/api/v1/admin/media/folder/${child.id}`, { title: 'DTCO 4.1' });
    expect(renamed.json().payload.folder).toMatchObject({ title: 'DTCO 4.1', parentId: parent.id });
    const intoItself = await json('PATCH', `/api/v1/admin/media/folder/${parent.id}`, {
      title: 'Тахографы',
      parentId: child.id,
    });
    expect(intoItself.json().error).toBe(ErrorCode.CheckViolation);

    expect((await json('DELETE', `/api/v1/admin/media/folder/${parent.id}`)).json().error).toBe(ErrorCode.FolderIsUsed);
    const up = await upload(await picture(50, 50).png().toBuffer(), 'a.png', 'image/png', { folderId: child.id });
    const fileId = up.json().payload.file.id as string;
    const children = (await json('GET', `/api/v1/admin/media/folder/list?parentId=${parent.id}`)).json().payload
      .folderList;
    expect(children).toEqual([expect.objectContaining({ id: child.id, fileCount: 1, folderCount: 0 })]);
    expect((await json('DELETE', `/api/v1/admin/media/folder/${child.id}`)).json().error).toBe(ErrorCode.FolderIsUsed);
    expect((await json('DELETE', `/api/v1/admin/media/file/${fileId}`)).statusCode).toBe(204);
    expect((await json('DELETE', `/api/v1/admin/media/folder/${child.id}`)).statusCode).toBe(204);
    expect((await json('DELETE', `/api/v1/admin/media/folder/${parent.id}`)).statusCode).toBe(204);
    expect((await json('DELETE', `/api/v1/admin/media/folder/${parent.id}`)).json().error).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('keeps folder titles unique per level in the database too: a race gives one folder and code 4', async () => {
    const replies = await Promise.all(
      ['Пломбы', 'ПЛОМБЫ', 'пломбы'].map((title) => json('POST', '/api/v1/admin/media/folder', { title })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of replies.filter((r) => r.statusCode === 409)) expect(r.json().error).toBe(ErrorCode.UniqueViolation);
    const root = (await json('GET', '/api/v1/admin/media/folder/list')).json().payload.folderList as {
      title: string;
    }[];
    expect(root.filter((f) => f.title.toLowerCase() === 'пломбы')).toHaveLength(1);
    // Below the check: the index itself refuses a second root folder of the same title in another case.
    await expect(insertFolder(t.db.orm, { parentId: null, title: 'пЛоМбЫ', createdAt: new Date() })).rejects.toSatisfy(
      (err: unknown) => pgErrorToAppError(err)?.code === ErrorCode.UniqueViolation,
    );
    // The same title is fine one level down.
    const parent = root.find((f) => f.title.toLowerCase() === 'пломбы') as unknown as { id: string };
    expect(
      (await json('POST', '/api/v1/admin/media/folder', { title: 'Пломбы', parentId: parent.id })).statusCode,
    ).toBe(200);
  });

  it('lists files of a folder newest first with paging and a title filter', async () => {
    const folder = (await json('POST', '/api/v1/admin/media/folder', { title: 'Кабели' })).json().payload.folder;
    const png = await picture(40, 40).png().toBuffer();
    for (const title of ['Кабель K-Line', 'Кабель CAN', 'Предохранитель']) {
      expect((await upload(png, 'x.png', 'image/png', { folderId: folder.id, title })).statusCode).toBe(200);
    }
    const page1 = (await json('GET', `/api/v1/admin/media/file/list?folderId=${folder.id}&limit=2&page=1`)).json()
      .payload;
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page1.fileList).toHaveLength(2);
    const page2 = (await json('GET', `/api/v1/admin/media/file/list?folderId=${folder.id}&limit=2&page=2`)).json()
      .payload;
    expect(page2.fileList).toHaveLength(1);
    const all = [...page1.fileList, ...page2.fileList].map((f: FileReply) => f.title);
    expect(new Set(all)).toEqual(new Set(['Кабель K-Line', 'Кабель CAN', 'Предохранитель']));
    const filtered = (
      await json('GET', `/api/v1/admin/media/file/list?folderId=${folder.id}&searchQuery=кабель`)
    ).json().payload;
    expect(filtered.fileList.map((f: FileReply) => f.title).sort()).toEqual(['Кабель CAN', 'Кабель K-Line']);
  });

  it('renames a file, sets its alt text and moves it to the root', async () => {
    const folder = (await json('POST', '/api/v1/admin/media/folder', { title: 'Трекеры' })).json().payload.folder;
    const file = (
      await upload(await picture(60, 60).png().toBuffer(), 'gps.png', 'image/png', { folderId: folder.id })
    ).json().payload.file;
    const res = await json('PATCH', `/api/v1/admin/media/file/${file.id}`, {
      title: 'Трекер ГЛОНАСС',
      alt: 'Трекер спереди',
      folderId: null,
    });
    expect(res.json().payload.file).toMatchObject({
      title: 'Трекер ГЛОНАСС',
      folderId: null,
      image: { alt: 'Трекер спереди' },
    });
    expect(
      (await json('PATCH', '/api/v1/admin/media/file/00000000-0000-4000-8000-000000000000', { title: 'x' })).json()
        .error,
    ).toBe(ErrorCode.RecordNotFound);
  });

  it('refuses to delete a file a product or a category uses with code 17', async () => {
    const png = await picture(80, 80).png().toBuffer();
    const forProduct = (await upload(png, 'p.png', 'image/png')).json().payload.file as FileReply;
    const forCategory = (await upload(png, 'c.png', 'image/png')).json().payload.file as FileReply;
    const db = t.db.orm;
    const [row] = await db
      .insert(product)
      .values({ slug: 'media-test', article: 'MT-1', articleNormalized: 'mt1', title: 'Товар', basePrice: '10.00' })
      .returning({ id: product.id });
    if (row === undefined) throw new Error('no product');
    await db.insert(productMedia).values({ productId: row.id, mediaFileId: forProduct.id, isMain: true });
    await db.insert(category).values({ slug: 'media-test', title: 'Категория', imageId: forCategory.id });

    const listed = (await json('GET', '/api/v1/admin/media/file/list?limit=100')).json().payload
      .fileList as FileReply[];
    expect(listed.find((f) => f.id === forProduct.id)?.usageCount).toBe(1);
    for (const id of [forProduct.id, forCategory.id]) {
      const res = await json('DELETE', `/api/v1/admin/media/file/${id}`);
      expect(res.json().error).toBe(ErrorCode.FileIsUsed);
    }
    expect(await db.select({ id: mediaFile.id }).from(mediaFile)).toEqual(
      expect.arrayContaining([{ id: forProduct.id }, { id: forCategory.id }]),
    );
    expect(await t.storage.get('public', forProduct.path)).not.toBeNull();
  });

  it('is for administrators only', async () => {
    const customer = await signedIn(t.app, t.db.orm, 'customer');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/media/folder/list',
      headers: customer.headers,
    });
    expect(res.json().error).toBe(ErrorCode.NoPermission);
  });
});
