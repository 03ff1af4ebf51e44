import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugFromTitle } from './slug';

describe('slugFromTitle', () => {
  it('transliterates Russian titles into the contract slug', () => {
    expect(slugFromTitle('Тахографы')).toBe('tahografy');
    expect(slugFromTitle('Блоки СКЗИ для тахографов')).toBe('bloki-skzi-dlya-tahografov');
    expect(slugFromTitle('Щётки, ёмкости и «Жгуты» — 2 шт.')).toBe('schetki-emkosti-i-zhguty-2-sht');
    expect(slugFromTitle('Датчики уровня топлива (ДУТ)')).toBe('datchiki-urovnya-topliva-dut');
    expect(slugFromTitle('GPS/ГЛОНАСС трекеры')).toBe('gps-glonass-trekery');
  });

  it('gives an empty slug when nothing is left, and keeps every result valid', () => {
    expect(slugFromTitle('  —  ')).toBe('');
    for (const title of ['Ъ', 'Объём', 'Подъезд-2', 'Кабели   и   расходники']) {
      const slug = slugFromTitle(title);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });

  it('stays within the contract length without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'а'.repeat(SLUG_MAX_LENGTH - 1)} б`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});
