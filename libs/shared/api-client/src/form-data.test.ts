import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends only non-empty fields and keeps files as files', async () => {
    const file = new File(['%PDF-1.7'], 'requisites.pdf', { type: 'application/pdf' });
    const form = toFormData({ firstName: 'Иван', middleName: '', lastName: null, phone: undefined, requisitesFile: file });
    expect([...form.keys()]).toEqual(['firstName', 'requisitesFile']);
    expect(form.get('firstName')).toBe('Иван');
    const sent = form.get('requisitesFile') as File;
    expect(sent.name).toBe('requisites.pdf');
    expect(await sent.text()).toBe('%PDF-1.7');
  });
});
