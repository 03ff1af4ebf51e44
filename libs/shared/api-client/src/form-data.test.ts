import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends only non-empty fields and keeps files as files', async () => {
    const file = new File(['%PDF-1.7'], 'requisites.pdf', { type: 'application/pdf' });
    const form = toFormData({
      firstName: 'Иван',
      middleName: '',
      lastName: null,
      phone: undefined,
      requisitesFile: file,
    });
    expect([...form.keys()]).toEqual(['firstName', 'requisitesFile']);
    expect(form.get('firstName')).toBe('Иван');
    const sent = form.get('requisitesFile') as File;
    expect(sent.name).toBe('requisites.pdf');
    expect(await sent.text()).toBe('%PDF-1.7');
  });
});

describe('toFormData through the client', () => {
  it('sends the profile update as multipart/form-data', async () => {
    let contentType = '';
    let sentForm: FormData | undefined;
    const fetch = (async (input: RequestInfo | URL) => {
      const request = input as Request;
      contentType = request.headers.get('content-type') ?? '';
      sentForm = await request.formData();
      return new Response(null, { status: 204 });
    }) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    await api.PATCH('/api/v1/user/current/update/info', {
      body: { firstName: 'Пётр', companyTitle: '' },
      bodySerializer: toFormData,
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect([...(sentForm?.entries() ?? [])]).toEqual([['firstName', 'Пётр']]);
  });
});
