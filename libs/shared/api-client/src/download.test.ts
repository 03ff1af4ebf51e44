// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './api-error';
import { fileNameFromContentDisposition, saveBlob, unwrapFile } from './download';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fileNameFromContentDisposition', () => {
  it('prefers the RFC 5987 filename* (UTF-8) over the plain filename', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="a.pdf"; filename*=UTF-8''${encodeURIComponent('Счёт № 1001.pdf')}`,
      ),
    ).toBe('Счёт № 1001.pdf');
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%D0%A0%D0%B5%D0%BA%D0%B2.docx`)).toBe(
      'Рекв.docx',
    );
  });

  it('reads a quoted (with escapes) or a bare plain filename, and falls back to it when filename* is broken', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".xlsx"')).toBe('a "b".xlsx');
    expect(fileNameFromContentDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromContentDisposition(`attachment; filename="orders.xlsx"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'orders.xlsx',
    );
  });

  it('drops path parts, so a name never points elsewhere', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="..\\\\invoice-1001.pdf"')).toBe('invoice-1001.pdf');
  });

  it('is null without a name', () => {
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition(undefined)).toBeNull();
  });
});

describe('unwrapFile', () => {
  it("gives the call's blob and the name from Content-Disposition", () => {
    const blob = new Blob(['%PDF']);
    const response = new Response(null, {
      headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Счёт.pdf')}` },
    });
    expect(unwrapFile({ data: blob, response })).toEqual({ blob, fileName: 'Счёт.pdf' });
    expect(unwrapFile({ data: blob, response: new Response(null) }).fileName).toBeNull();
  });

  it("throws the call's ApiError", () => {
    const response = new Response(null, { status: 404 });
    const error = { error: 6, message: 'Запись не найдена' };
    let thrown: unknown;
    try {
      unwrapFile({ error, response });
    } catch (caught) {
      thrown = caught;
    }
    expect(isApiError(thrown) && thrown.code).toBe(6);
  });
});

describe('saveBlob', () => {
  it('clicks a hidden download link to an object URL, removes it, and revokes the URL later', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://shop.test/1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['x']);

    saveBlob(blob, 'Заказы.xlsx');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Заказы.xlsx');
    expect(clicked[0]?.href).toBe('blob:http://shop.test/1');
    expect(document.querySelector('a')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://shop.test/1');
  });
});
