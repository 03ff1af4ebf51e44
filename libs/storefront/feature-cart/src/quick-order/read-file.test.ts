import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseQuickOrderText } from './parse-lines';
import {
  csvToText,
  decodeText,
  QUICK_ORDER_MAX_FILE_BYTES,
  QuickOrderFileError,
  readQuickOrderFile,
  rowsToText,
} from './read-file';

/** Windows-1251 bytes of a text in Cyrillic and ASCII (the two ranges the tests use). */
function cp1251(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(
    [...text].map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (code === 0x401) return 0xa8;
      if (code === 0x451) return 0xb8;
      throw new Error(`not in the test's cp1251 table: ${char}`);
    }),
  );
}

function file(parts: BlobPart[], name: string, type = ''): File {
  return new File(parts, name, { type });
}

/** A minimal .xlsx (a stored zip) whose first sheet holds `rows`: strings inline, numbers as numbers, null cells and empty rows left out. */
function xlsx(rows: (string | number | null)[][]): Uint8Array<ArrayBuffer> {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
          if (value === null) return '';
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t>${escape(value)}</t></is></c>`;
        })
        .join('');
      // As Excel writes it: a row without values is left out, the others say where they are.
      return cells === '' ? '' : `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const ns = 'http://schemas.openxmlformats.org';
  const files: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Заказ" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
  return storedZip(Object.entries(files).map(([name, text]) => [name, new TextEncoder().encode(text)]));
}

/** A zip archive of uncompressed entries. */
function storedZip(entries: [string, Uint8Array][]): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const nameBytes = new TextEncoder().encode(name);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    [
      [0, 0x04034b50, 4],
      [4, 20, 2],
      [6, 0x800, 2],
      [8, 0, 2],
      [10, 0, 2],
      [12, 0x21, 2],
      [14, crc, 4],
      [18, data.length, 4],
      [22, data.length, 4],
      [26, nameBytes.length, 2],
      [28, 0, 2],
    ].forEach(([at, value, size]) =>
      size === 4
        ? local.setUint32(at as number, value as number, true)
        : local.setUint16(at as number, value as number, true),
    );
    const entry = new DataView(new ArrayBuffer(46));
    [
      [0, 0x02014b50, 4],
      [4, 20, 2],
      [6, 20, 2],
      [8, 0x800, 2],
      [10, 0, 2],
      [12, 0, 2],
      [14, 0x21, 2],
      [16, crc, 4],
      [20, data.length, 4],
      [24, data.length, 4],
      [28, nameBytes.length, 2],
      [42, offset, 4],
    ].forEach(([at, value, size]) =>
      size === 4
        ? entry.setUint32(at as number, value as number, true)
        : entry.setUint16(at as number, value as number, true),
    );
    chunks.push(new Uint8Array(local.buffer), nameBytes, data);
    central.push(new Uint8Array(entry.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = central.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const all = [...chunks, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of all) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

describe('decodeText', () => {
  it('reads UTF-8, without a BOM', () => {
    expect(decodeText(new TextEncoder().encode('\ufeffДУТ-Е 485;2'))).toBe('ДУТ-Е 485;2');
  });

  it('falls back to Windows-1251 when the bytes are not UTF-8', () => {
    expect(decodeText(cp1251('Артикул;Количество\nЭскорт ТД-150;3'))).toBe('Артикул;Количество\nЭскорт ТД-150;3');
  });
});

describe('csvToText', () => {
  it('keeps the first two columns of each row, tab-separated, and every row in its place', () => {
    expect(csvToText('Артикул;Количество;Наименование\n\nKV-SKZI;5;Кабель')).toBe('Артикул\tКоличество\n\nKV-SKZI\t5');
  });

  it('splits at commas only when there is no tab or semicolon, honouring quotes', () => {
    expect(csvToText('"DTCO 4.1",2\n"A, B",3\nLLS 5-700,')).toBe('DTCO 4.1\t2\nA, B\t3\nLLS 5-700\t');
    expect(csvToText('KV-SKZI;2,5')).toBe('KV-SKZI\t2,5');
  });

  it('leaves a text without separators as it is', () => {
    expect(csvToText('DTCO 4.1 2\nKV-SKZI')).toBe('DTCO 4.1 2\nKV-SKZI');
  });
});

describe('rowsToText', () => {
  it('writes numbers, dates and empty cells of spreadsheet rows', () => {
    expect(
      rowsToText([
        [12345, 2.5],
        [null, null],
        ['KV-SKZI', null],
        ['A\tB', new Date('2025-01-02T00:00:00Z')],
      ]),
    ).toBe('12345\t2.5\n\nKV-SKZI\t\nA B\t2025-01-02');
  });
});

describe('readQuickOrderFile', () => {
  it('reads a UTF-8 CSV', async () => {
    const text = await readQuickOrderFile(
      file(['Артикул;Количество\r\nDTCO 4.1;2\r\nKV-SKZI;5\r\n'], 'заказ.csv', 'text/csv'),
    );
    expect(parseQuickOrderText(text).lines).toEqual([
      { lineNumber: 2, article: 'DTCO 4.1', quantity: 2 },
      { lineNumber: 3, article: 'KV-SKZI', quantity: 5 },
    ]);
  });

  it('reads a Windows-1251 CSV from 1C', async () => {
    const text = await readQuickOrderFile(file([cp1251('Артикул;Кол-во\nНКМ-2.11;4')], 'order.csv'));
    expect(parseQuickOrderText(text).lines).toEqual([{ lineNumber: 2, article: 'НКМ-2.11', quantity: 4 }]);
  });

  it('reads the first sheet of an XLSX file: first column article, second quantity, rows as line numbers', async () => {
    const bytes = xlsx([
      ['Артикул', 'Количество', 'Примечание'],
      ['DTCO 4.1', 2, 'срочно'],
      [null, null],
      [1381, 3.7],
      ['KV-SKZI', 0],
      ['Galileosky 7.0', null],
    ]);
    const text = await readQuickOrderFile(file([bytes], 'Заказ.xlsx'));
    const parsed = parseQuickOrderText(text);
    expect(parsed.lines).toEqual([
      { lineNumber: 2, article: 'DTCO 4.1', quantity: 2 },
      { lineNumber: 4, article: '1381', quantity: 3 },
      // A spreadsheet's cell holds the whole article, so no quantity is read out of it.
      { lineNumber: 6, article: 'Galileosky 7.0', quantity: 1 },
    ]);
    expect(parsed.invalid.map((line) => [line.lineNumber, line.reason])).toEqual([[5, 'quantityNotPositive']]);
  });

  it('refuses an old .xls, a broken .xlsx and a file over 5 MB with a Russian message', async () => {
    await expect(readQuickOrderFile(file(['x'], 'old.xls'))).rejects.toThrow(
      'Этот формат не подходит: загрузите CSV или XLSX (Excel 2007 и новее).',
    );
    await expect(readQuickOrderFile(file(['not a zip'], 'broken.xlsx'))).rejects.toBeInstanceOf(QuickOrderFileError);
    const big = file([new Uint8Array(QUICK_ORDER_MAX_FILE_BYTES + 1)], 'big.csv');
    await expect(readQuickOrderFile(big)).rejects.toThrow('Файл больше 5 МБ. Разделите его на части.');
  });
});
