import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { toFormData } from './form-data';
import { unwrap } from './unwrap';
import { fetchWithUploadProgress, type UploadProgress } from './upload-progress';

/** What a fake XHR was asked to do, and the controls a test answers it with. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: ArrayBuffer | null = null;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: ArrayBuffer | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  /** Answers with a JSON body. */
  reply(status: number, json: unknown) {
    this.status = status;
    this.response = new Blob([JSON.stringify(json)], { type: 'application/json' });
    this.responseHeaders = 'content-type: application/json\r\nx-request-id: abc\r\n';
    this.onload?.();
  }
}

const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

/** Waits until the fetch has read the body and handed it to the XHR. */
async function sent(): Promise<FakeXhr> {
  for (let i = 0; i < 50 && !FakeXhr.last?.body; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  if (!FakeXhr.last) throw new Error('no XHR was sent');
  return FakeXhr.last;
}

describe('fetchWithUploadProgress', () => {
  it('sends the prepared request through XHR with its headers and credentials, reports progress and answers a Response', async () => {
    FakeXhr.last = null;
    const progress: UploadProgress[] = [];
    const client = createApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'token-1' });
    const file = new File([new Uint8Array(1000)], 'Прайс-лист.xlsx');
    const call = client.PATCH('/api/v1/admin/site-settings/price-list', {
      body: { file, title: 'Прайс-лист' } as never,
      bodySerializer: toFormData,
      fetch: fetchWithUploadProgress((p) => progress.push(p), createXhr),
    });
    const xhr = await sent();
    expect(xhr.method).toBe('PATCH');
    expect(xhr.url).toBe('http://api.test/api/v1/admin/site-settings/price-list');
    expect(xhr.headers.get('authorization')).toBe('Bearer token-1');
    expect(xhr.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(xhr.withCredentials).toBe(true);
    const text = new TextDecoder().decode(xhr.body as ArrayBuffer);
    expect(text).toContain('filename="Прайс-лист.xlsx"');
    expect(text).toContain('name="title"');
    const size = (xhr.body as ArrayBuffer).byteLength;
    expect(size).toBeGreaterThan(1000);

    xhr.progress(size / 2, size);
    xhr.progress(size, size);
    xhr.reply(200, { payload: { siteSettings: { freeShippingCost: '0' } } });
    const result = await call;
    expect(unwrap(result).payload.siteSettings.freeShippingCost).toBe('0');
    expect(result.response.headers.get('x-request-id')).toBe('abc');
    expect(progress).toEqual([
      { loaded: 0, total: size },
      { loaded: size / 2, total: size },
      { loaded: size, total: size },
    ]);
  });

  it('turns an error reply into the same ApiError a fetch call gives', async () => {
    FakeXhr.last = null;
    const client = createApiClient({ baseUrl: 'http://api.test' });
    const call = client.PATCH('/api/v1/admin/site-settings/price-list', {
      body: { file: new File(['x'], 'a.exe') } as never,
      bodySerializer: toFormData,
      fetch: fetchWithUploadProgress(() => undefined, createXhr),
    });
    (await sent()).reply(400, {
      error: 12,
      message: 'Проверьте файл',
      details: [{ field: 'file', message: 'Такой файл не подходит' }],
    });
    const result = await call;
    expect(() => unwrap(result)).toThrowError(
      expect.objectContaining({ code: 12, details: [{ field: 'file', message: 'Такой файл не подходит' }] }),
    );
  });

  it('aborts the XHR with the request and rejects as fetch does; a network failure is a TypeError', async () => {
    FakeXhr.last = null;
    const controller = new AbortController();
    const send = fetchWithUploadProgress(() => undefined, createXhr);
    const aborted = send(
      new Request('http://api.test/upload', { method: 'PATCH', body: 'abc', signal: controller.signal }),
    );
    const xhr = await sent();
    controller.abort();
    await expect(aborted).rejects.toHaveProperty('name', 'AbortError');
    expect(xhr.aborted).toBe(true);

    FakeXhr.last = null;
    const failed = send(new Request('http://api.test/upload', { method: 'PATCH', body: 'abc' }));
    (await sent()).onerror?.();
    await expect(failed).rejects.toBeInstanceOf(TypeError);
  });
});
