import { ru } from '@shop/i18n-ru';

const t = ru.quickOrder.file;

/** The largest file the quick order reads: 500 lines of a spreadsheet are far below it. */
export const QUICK_ORDER_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** A file the quick order cannot read; `message` is the Russian text for the shopper. */
export class QuickOrderFileError extends Error {
  override readonly name = 'QuickOrderFileError';
}

/** A picked file: a Blob with the name the shopper saw. */
export type QuickOrderFile = Blob & { readonly name: string };

type Cell = string | number | boolean | Date | null | undefined;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Reads a CSV (or plain text) or XLSX file into the text the paste box takes: one line a row, so line numbers are row
 * numbers, with the first two columns (article, quantity) joined by a tab. A plain-text file without separators
 * comes back as it is. Throws {@link QuickOrderFileError} for a file over 5 MB, an old `.xls`, or a broken file.
 */
export async function readQuickOrderFile(file: QuickOrderFile): Promise<string> {
  if (file.size > QUICK_ORDER_MAX_FILE_BYTES) throw new QuickOrderFileError(t.tooLarge);
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls') || name.endsWith('.ods')) throw new QuickOrderFileError(t.unsupported);
  const buffer = await file.arrayBuffer();
  const bytes = new Uint8Array(buffer);
  if (name.endsWith('.xlsx') || file.type === XLSX_TYPE || isZip(bytes)) return rowsToText(await readXlsxRows(buffer));
  return csvToText(decodeText(bytes));
}

/**
 * The text of a CSV file: UTF-8 (a BOM is dropped), else Windows-1251 — what Excel and 1C write on a Russian
 * Windows. Cyrillic in Windows-1251 is almost never valid UTF-8, so a strict UTF-8 decode tells them apart.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/**
 * A CSV's rows as "article<TAB>quantity" lines. The separator is the first of tab, semicolon and comma the text
 * holds (a comma only when there is neither, since `2,5` is a Russian decimal); cells may be double-quoted.
 */
export function csvToText(text: string): string {
  const separator = ['\t', ';', ','].find((candidate) => text.includes(candidate));
  const lines = text.split(/\r\n|\n|\r/);
  if (separator === undefined) return lines.join('\n');
  return rowsToText(lines.map((line) => splitCsvLine(line, separator)));
}

/** Spreadsheet rows as "article<TAB>quantity" lines: the first two cells of each row; an empty row stays empty. */
export function rowsToText(rows: readonly (readonly Cell[])[]): string {
  return rows
    .map((row) => {
      const article = cellText(row[0]);
      const quantity = cellText(row[1]);
      // The tab stays when the quantity is empty: the cell holds the whole article, even one ending in a number.
      return article === '' && quantity === '' ? '' : `${article}\t${quantity}`;
    })
    .join('\n');
}

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
  // A tab or a line break inside a cell would split the row in the paste box.
  return text.replace(/[\t\r\n]+/g, ' ').trim();
}

/** One CSV line's cells: `"a;b";"say ""hi"""` -> ['a;b', 'say "hi"']. */
function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The first sheet's rows. read-excel-file (MIT, maintained, released every few weeks; fflate and a small XML
 * reader) only reads .xlsx, which is all we need, in a chunk of 17 kB gzipped; exceljs also writes and styles
 * workbooks, is over ten times larger in the browser and has had no stable release since 4.4.0 (December 2024).
 * The `universal` entry unzips in the calling thread: a 5 MB sheet needs no worker, and the same code runs in the
 * browser and in the unit tests. It is loaded on the first upload, so the cart page does not carry it.
 */
async function readXlsxRows(buffer: ArrayBuffer): Promise<Cell[][]> {
  const { readSheet } = await import('read-excel-file/universal');
  try {
    return (await readSheet(buffer)) as Cell[][];
  } catch {
    throw new QuickOrderFileError(t.unreadable);
  }
}
