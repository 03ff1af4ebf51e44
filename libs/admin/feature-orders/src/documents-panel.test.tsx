import { ORDER_DOCUMENT_LIMIT, ORDER_DOCUMENT_MAX_BYTES } from '@shop/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentFileProblem } from './documents-panel';
import type { Order } from './orders-api';
import {
  aDocument,
  anOrder,
  apiError,
  DOCUMENT_ID,
  fakeOrdersApi,
  openOrder,
  ORDER_ID,
} from './testing/fake-orders-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const panel = () => screen.getByRole('region', { name: 'Документы' });
const uploadForm = () => within(panel()).getByRole('form', { name: 'Загрузить документ' });
const pdf = (name = 'Счёт-фактура 42.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
const withDocument = (): Order => anOrder({ documentList: [aDocument()] });

function choose(file: File) {
  fireEvent.change(within(uploadForm()).getByLabelText(/^Файл PDF/), { target: { files: [file] } });
}

describe('the documents panel', () => {
  it('lists the documents and downloads one under its title', async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:upd');
    URL.revokeObjectURL = vi.fn();
    const api = fakeOrdersApi({ get: vi.fn(async () => withDocument()) });
    await openOrder(api);
    const row = within(within(panel()).getByRole('table', { name: 'Документы заказа' })).getAllByRole('row')[1];
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((td) => td.textContent),
    ).toEqual(['УПД', 'УПД № 118 от 05.03.2026', '47 КБ', '05 марта 2026, 19:00:00']);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Скачать «УПД № 118 от 05.03.2026»' }));
    await waitFor(() => expect(clicks).toEqual([{ href: 'blob:upd', download: 'УПД № 118 от 05.03.2026.pdf' }]));
    expect(api.downloadDocument).toHaveBeenCalledWith(ORDER_ID, DOCUMENT_ID);
  });

  it('deletes a document only after the manager confirms', async () => {
    const api = fakeOrdersApi({ get: vi.fn(async () => withDocument()) });
    await openOrder(api);
    const remove = () =>
      fireEvent.click(within(panel()).getByRole('button', { name: 'Удалить «УПД № 118 от 05.03.2026»' }));
    remove();
    let confirm = await screen.findByRole('dialog', { name: 'Удалить документ «УПД № 118 от 05.03.2026»?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.deleteDocument).not.toHaveBeenCalled();

    remove();
    confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api.deleteDocument).toHaveBeenCalledExactlyOnceWith(ORDER_ID, DOCUMENT_ID));
    expect(await screen.findByText('Документ удалён')).toBeTruthy();
    expect(await within(panel()).findByText('Документов пока нет.')).toBeTruthy();
  });

  it('uploads a PDF of the chosen kind, shows it pending, and starts the form again', async () => {
    let answer: ((order: Order) => void) | undefined;
    const uploadDocument = vi.fn(() => new Promise<Order>((resolve) => (answer = resolve)));
    await openOrder(fakeOrdersApi({ uploadDocument }));
    expect(within(panel()).getByText('Документов пока нет.')).toBeTruthy();
    fireEvent.change(within(uploadForm()).getByRole('combobox', { name: 'Вид документа' }), {
      target: { value: 'vat_invoice' },
    });
    const file = pdf();
    choose(file);
    expect(within(uploadForm()).getByText('Счёт-фактура 42.pdf')).toBeTruthy();
    fireEvent.click(within(uploadForm()).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(uploadDocument).toHaveBeenCalledWith(ORDER_ID, { kind: 'vat_invoice', file }));
    expect(within(uploadForm()).getByRole('button', { name: 'Загрузить' }).getAttribute('aria-busy')).toBe('true');

    answer?.(anOrder({ documentList: [aDocument({ kind: 'vat_invoice', title: 'Счёт-фактура 42', size: 15 })] }));
    expect(await screen.findByText('Документ загружен')).toBeTruthy();
    expect(await within(panel()).findByText('Счёт-фактура 42')).toBeTruthy();
    expect(within(panel()).getByText('Счёт-фактура', { selector: 'td' })).toBeTruthy();
    expect(within(uploadForm()).queryByText('Счёт-фактура 42.pdf')).toBeNull();
    expect(within(uploadForm()).getByRole('button', { name: 'Загрузить' }).getAttribute('aria-busy')).toBeNull();
  });

  it('refuses no file, a file that is not a PDF and one too large before sending, saying why', async () => {
    const api = fakeOrdersApi();
    await openOrder(api);
    const upload = () => fireEvent.click(within(uploadForm()).getByRole('button', { name: 'Загрузить' }));
    upload();
    expect(await within(uploadForm()).findByText('Выберите файл PDF')).toBeTruthy();
    choose(new File(['<html>'], 'upd.html', { type: 'text/html' }));
    upload();
    expect(await within(uploadForm()).findByText('Можно загрузить только PDF-файл')).toBeTruthy();
    const large = pdf('scan.pdf');
    Object.defineProperty(large, 'size', { value: ORDER_DOCUMENT_MAX_BYTES + 1 });
    choose(large);
    upload();
    expect(await within(uploadForm()).findByText('Файл больше 20 МБ: загрузите файл поменьше')).toBeTruthy();
    expect(
      within(uploadForm())
        .getByLabelText(/^Файл PDF/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.uploadDocument).not.toHaveBeenCalled();
  });

  it("shows the API's refusal beside the file", async () => {
    const uploadDocument = vi.fn(async () => {
      throw apiError(12, 400, [{ field: 'file', message: 'Документ принимается только в формате PDF' }]);
    });
    await openOrder(fakeOrdersApi({ uploadDocument }));
    choose(pdf('renamed.pdf'));
    fireEvent.click(within(uploadForm()).getByRole('button', { name: 'Загрузить' }));
    expect(await within(uploadForm()).findByText('Документ принимается только в формате PDF')).toBeTruthy();
  });

  it('offers no upload once the order carries as many documents as it can', async () => {
    const documentList = Array.from({ length: ORDER_DOCUMENT_LIMIT }, (_, index) =>
      aDocument({ id: `3c9d2e4f-1a2b-4c3d-8e5f-6a7b8c9d0e${String(index).padStart(2, '0')}`, title: `УПД ${index}` }),
    );
    await openOrder(fakeOrdersApi({ get: vi.fn(async () => anOrder({ documentList })) }));
    expect(within(panel()).getByText(/К заказу уже приложено 20 документов/)).toBeTruthy();
    expect(within(panel()).queryByRole('form')).toBeNull();
  });
});

describe('documentFileProblem', () => {
  it('takes a PDF by its type or its name, and nothing empty or past the limit', () => {
    expect(documentFileProblem(pdf())).toBeNull();
    expect(documentFileProblem(new File(['%PDF'], 'УПД.PDF'))).toBeNull();
    expect(documentFileProblem(new File(['%PDF'], 'upd', { type: 'application/pdf' }))).toBeNull();
    expect(documentFileProblem(null)).toBe('Выберите файл PDF');
    expect(documentFileProblem(new File(['x'], 'upd.docx', { type: 'application/msword' }))).toBe(
      'Можно загрузить только PDF-файл',
    );
    expect(documentFileProblem(new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe('Файл пуст');
  });
});
