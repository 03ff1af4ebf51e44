import { describe, expect, it } from 'vitest';
import { parseQuickOrderText, QUICK_ORDER_MAX_LINES, QUICK_ORDER_MAX_QUANTITY } from './parse-lines';

/** The lines as [lineNumber, article, quantity] for short assertions. */
function lines(text: string) {
  return parseQuickOrderText(text).lines.map((line) => [line.lineNumber, line.article, line.quantity]);
}

describe('parseQuickOrderText', () => {
  it('reads article and quantity separated by a tab, spaces or a semicolon', () => {
    expect(lines('KV-SKZI\t5\nFMB920   3\nLLS 5-700;10')).toEqual([
      [1, 'KV-SKZI', 5],
      [2, 'FMB920', 3],
      [3, 'LLS 5-700', 10],
    ]);
  });

  it('takes the last number of a line as the quantity, so an article may hold spaces', () => {
    expect(lines('DTCO 4.1 2\nМеркурий ТА-001 7')).toEqual([
      [1, 'DTCO 4.1', 2],
      [2, 'Меркурий ТА-001', 7],
    ]);
  });

  it('reads a line without a quantity as 1, also when its last word is not a number', () => {
    expect(lines('KV-SKZI\nStoneridge SE5000\nDTCO 4.1 ЕСТР\nKP-ESTR;\nCAN-RS485\t')).toEqual([
      [1, 'KV-SKZI', 1],
      [2, 'Stoneridge SE5000', 1],
      [3, 'DTCO 4.1 ЕСТР', 1],
      [4, 'KP-ESTR', 1],
      [5, 'CAN-RS485', 1],
    ]);
  });

  it('reads a line ending in a tab as one cell, so an article ending in a number keeps it', () => {
    expect(lines('Galileosky 7.0\t\nGalileosky 7.0')).toEqual([
      [1, 'Galileosky 7.0', 1],
      [2, 'Galileosky', 7],
    ]);
  });

  it('rounds fractional quantities down, with a comma or a point', () => {
    expect(lines('A 2,5\nB 2.5\nC;7,99\nD\t1.0')).toEqual([
      [1, 'A', 2],
      [2, 'B', 2],
      [3, 'C', 7],
      [4, 'D', 1],
    ]);
  });

  it('reads a quantity with thousands spaces in a cell', () => {
    expect(lines('A;1 000\nB\t2\u00a0500')).toEqual([
      [1, 'A', 1000],
      [2, 'B', 2500],
    ]);
  });

  it('takes the first cell as the article and the last as the quantity of a wider row (a name column between)', () => {
    expect(lines('CAB-DTCO-41\tКабель DTCO 4.1, 2 м\t4')).toEqual([[1, 'CAB-DTCO-41', 4]]);
  });

  it('reports 0, negative and non-numeric quantities as invalid, with the line number and a Russian reason', () => {
    const parsed = parseQuickOrderText('KV-SKZI 0\nKV-ESTR -3\nKV-NKM;много\nFMB920 0,5\nFMB130 2');
    expect(parsed.lines).toEqual([{ lineNumber: 5, article: 'FMB130', quantity: 2 }]);
    expect(parsed.invalid).toEqual([
      {
        lineNumber: 1,
        text: 'KV-SKZI 0',
        reason: 'quantityNotPositive',
        message: 'Количество должно быть больше нуля',
      },
      {
        lineNumber: 2,
        text: 'KV-ESTR -3',
        reason: 'quantityNotPositive',
        message: 'Количество должно быть больше нуля',
      },
      { lineNumber: 3, text: 'KV-NKM;много', reason: 'quantityNotNumber', message: 'Количество «много» — не число' },
      {
        lineNumber: 4,
        text: 'FMB920 0,5',
        reason: 'quantityNotPositive',
        message: 'Количество должно быть больше нуля',
      },
    ]);
    expect(parsed.lineCount).toBe(5);
  });

  it('reports a missing or too long article', () => {
    const long = 'A'.repeat(101);
    const parsed = parseQuickOrderText(`;5\n${long};1\n${'B'.repeat(100)};1`);
    expect(parsed.invalid.map((line) => [line.lineNumber, line.reason, line.message])).toEqual([
      [1, 'noArticle', 'Не указан артикул'],
      [2, 'articleTooLong', 'Артикул длиннее 100 символов'],
    ]);
    expect(parsed.lines).toHaveLength(1);
  });

  it('skips blank lines and keeps the line numbers of the text', () => {
    expect(lines('\n  \nKV-SKZI 1\r\n\r\nKV-ESTR 2\rKV-NKM 3\n')).toEqual([
      [3, 'KV-SKZI', 1],
      [5, 'KV-ESTR', 2],
      [6, 'KV-NKM', 3],
    ]);
  });

  it('skips a header row of Excel or 1C, but only as the first line with content', () => {
    expect(lines('Артикул;Количество\nKV-SKZI;5')).toEqual([[2, 'KV-SKZI', 5]]);
    expect(lines('\nАртикул\tКол-во\nKV-SKZI\t5')).toEqual([[3, 'KV-SKZI', 5]]);
    expect(lines('Артикул Количество\nKV-SKZI 5')).toEqual([[2, 'KV-SKZI', 5]]);
    expect(lines('Код товара;Наименование;Кол-во\nKV-SKZI;Кабель;5')).toEqual([[2, 'KV-SKZI', 5]]);
    expect(parseQuickOrderText('KV-SKZI;5\nАртикул;Количество').invalid).toHaveLength(1);
    // A first line whose quantity is a number is data, whatever the article.
    expect(lines('Код 3')).toEqual([[1, 'Код', 3]]);
  });

  it('strips the quotes of CSV cells and control characters', () => {
    expect(lines('"DTCO 4.1";"2"\n"K ""LINE""";1\nKV-\u0000SKZI 4')).toEqual([
      [1, 'DTCO 4.1', 2],
      [2, 'K "LINE"', 1],
      [3, 'KV-SKZI', 4],
    ]);
  });

  it('sends a huge quantity as the contract maximum, for the server to cap and mark', () => {
    expect(lines('A 99999999999999999999')).toEqual([[1, 'A', QUICK_ORDER_MAX_QUANTITY]]);
  });

  it(`keeps at most ${QUICK_ORDER_MAX_LINES} lines and counts all of them, so the panel can refuse the list`, () => {
    const text = Array.from({ length: 600 }, (_, i) => `A-${i} 1`).join('\n');
    const parsed = parseQuickOrderText(text);
    expect(parsed.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parsed.lineCount).toBe(600);
    expect(parseQuickOrderText('Артикул;Количество\n' + text.split('\n').slice(0, 500).join('\n')).lineCount).toBe(500);
  });

  it('gives nothing for an empty text', () => {
    expect(parseQuickOrderText('  \n\t\n')).toEqual({ lines: [], invalid: [], lineCount: 0 });
  });
});
