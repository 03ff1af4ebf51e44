import { ru } from '@shop/i18n-ru';

const t = ru.quickOrder.invalid;

/** How many lines one quick order may hold: `resolveQuickOrder` takes at most 500. */
export const QUICK_ORDER_MAX_LINES = 500;
/** The longest article `resolveQuickOrder` takes. */
export const QUICK_ORDER_MAX_ARTICLE_LENGTH = 100;
/** The largest quantity `resolveQuickOrder` takes; a larger one is sent as this and still comes back `capped`. */
export const QUICK_ORDER_MAX_QUANTITY = 1_000_000_000;

/** One line ready to resolve: its 1-based line number in the pasted text (or row in the file). */
export interface QuickOrderInputLine {
  lineNumber: number;
  article: string;
  /** A whole number from 1 to {@link QUICK_ORDER_MAX_QUANTITY}. */
  quantity: number;
}

/** Why a line cannot be sent. */
export type QuickOrderInvalidReason = 'noArticle' | 'articleTooLong' | 'quantityNotNumber' | 'quantityNotPositive';

/** A line that cannot be sent, with the Russian text of its reason. */
export interface QuickOrderInvalidLine {
  lineNumber: number;
  /** The line as typed (trimmed). */
  text: string;
  reason: QuickOrderInvalidReason;
  message: string;
}

/** What a pasted list holds. */
export interface ParsedQuickOrder {
  lines: QuickOrderInputLine[];
  invalid: QuickOrderInvalidLine[];
  /** Lines with content (valid or not, the header row aside); over {@link QUICK_ORDER_MAX_LINES} nothing may be sent. */
  lineCount: number;
}

// The words a header row starts with, as Excel and 1C exports name the article column.
const HEADER_WORDS = new Set([
  'артикул',
  'арт',
  'код',
  'код товара',
  'номенклатура',
  'наименование',
  'article',
  'sku',
  'part number',
]);
// Thousands separators a spreadsheet may leave inside a number: spaces (also no-break) and apostrophes.
const GROUPING = /[\s\u00a0\u202f']/g;
const NUMBER = /^[+-]?\d+(?:[.,]\d*)?$/;
// Control characters other than the tab: the API refuses NUL in any string, and the rest are never part of an article.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Reads a pasted "article quantity" list, one line a product, as copied from Excel or 1C.
 *
 * - A line with a tab or a semicolon is a row of cells: the first cell is the article, the last one the quantity
 *   (what lies between, such as a name column, is ignored), so an article may hold spaces: `DTCO 4.1;2`.
 * - Any other line is split at whitespace: its last word is the quantity when it is a number, so `DTCO 4.1 2` is
 *   2 of `DTCO 4.1`; when the last word is not a number (`Stoneridge SE5000`) the whole line is the article.
 * - No quantity means 1; `2,5` and `2.5` round down to 2; 0, negative and non-numeric quantities (in a cell) make the
 *   line invalid with a Russian reason. Blank lines and a header row (`Артикул;Количество`) are skipped.
 */
export function parseQuickOrderText(text: string): ParsedQuickOrder {
  const result: ParsedQuickOrder = { lines: [], invalid: [], lineCount: 0 };
  const rows = text.split(/\r\n|\n|\r/);
  let seenContent = false;
  rows.forEach((raw, index) => {
    const line = raw.replace(CONTROL, '');
    if (line.trim() === '') return;
    // Split before trimming: a trailing tab says the line is one cell, even when the article ends in a number.
    const { article, quantity } = splitLine(line);
    if (!seenContent) {
      seenContent = true;
      if (isHeader(article, quantity)) return;
    }
    result.lineCount += 1;
    if (result.lineCount > QUICK_ORDER_MAX_LINES) return;
    const checked = checkLine(index + 1, line.trim(), article, quantity);
    if ('reason' in checked) result.invalid.push(checked);
    else result.lines.push(checked);
  });
  return result;
}

/** The article part and the quantity text (null when the line gives none) of one non-blank line. */
function splitLine(line: string): { article: string; quantity: string | null } {
  if (/[\t;]/.test(line)) {
    const cells = line.split(/[\t;]/).map((cell) => unquote(cell.trim()));
    while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
    const article = cells[0] ?? '';
    return cells.length > 1 ? { article, quantity: cells[cells.length - 1] ?? '' } : { article, quantity: null };
  }
  const trimmed = line.trim();
  const match = /^(.*\S)\s+(\S+)$/.exec(trimmed);
  if (match && NUMBER.test(match[2] ?? '')) return { article: match[1] ?? '', quantity: match[2] ?? '' };
  return { article: unquote(trimmed), quantity: null };
}

/** A CSV cell without its surrounding double quotes ("" inside stands for one quote). */
function unquote(cell: string): string {
  return cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"')
    ? cell.slice(1, -1).replaceAll('""', '"').trim()
    : cell;
}

/** A first line naming its columns: its quantity is not a number and its article, or the article's first word, is a column name. */
function isHeader(article: string, quantity: string | null): boolean {
  if (quantity !== null && NUMBER.test(quantity.replace(GROUPING, ''))) return false;
  const name = article
    .toLowerCase()
    .replace(/[.:]+$/, '')
    .trim();
  return HEADER_WORDS.has(name) || HEADER_WORDS.has(name.split(/\s+/)[0] ?? '');
}

function checkLine(
  lineNumber: number,
  text: string,
  article: string,
  quantityText: string | null,
): QuickOrderInputLine | QuickOrderInvalidLine {
  const invalid = (reason: QuickOrderInvalidReason, message: string = t[reason]): QuickOrderInvalidLine => ({
    lineNumber,
    text,
    reason,
    message,
  });
  if (article === '') return invalid('noArticle');
  if (article.length > QUICK_ORDER_MAX_ARTICLE_LENGTH) return invalid('articleTooLong');
  const quantity = quantityText === null ? 1 : parseQuantity(quantityText);
  if (quantity === null)
    return invalid('quantityNotNumber', t.quantityNotNumber.replace('{value}', quantityText ?? ''));
  if (quantity < 1) return invalid('quantityNotPositive');
  return { lineNumber, article, quantity: Math.min(quantity, QUICK_ORDER_MAX_QUANTITY) };
}

/** A whole quantity, rounded down (`2,5` -> 2), or null when the text is not a number. */
function parseQuantity(text: string): number | null {
  const plain = text.replace(GROUPING, '');
  if (!NUMBER.test(plain)) return null;
  return Math.trunc(Number(plain.replace(',', '.')));
}
