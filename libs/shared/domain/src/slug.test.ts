import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, transliterate } from './slug';

describe('slugify', () => {
  it('transliterates Russian titles the way the shop spells its addresses (х→h, щ→sch)', () => {
    expect(slugify('Тахографы')).toBe('tahografy');
    expect(slugify('Тахограф DTCO 4.1 для КАМАЗ')).toBe('tahograf-dtco-4-1-dlya-kamaz');
    expect(slugify('Тахограф «Штрих-М» DTCO 4.1')).toBe('tahograf-shtrih-m-dtco-4-1');
    expect(slugify('Блоки СКЗИ для тахографов')).toBe('bloki-skzi-dlya-tahografov');
    expect(slugify('Блок СКЗИ для цифрового тахографа')).toBe('blok-skzi-dlya-tsifrovogo-tahografa');
    expect(slugify('Щётки, ёмкости и «Жгуты» — 2 шт.')).toBe('schetki-emkosti-i-zhguty-2-sht');
    expect(slugify('Щётка, ёмкость и подъёмник')).toBe('schetka-emkost-i-podemnik');
    expect(slugify('  Жёсткий кабель / Юпитер  ')).toBe('zhestkiy-kabel-yupiter');
    expect(slugify('Датчики уровня топлива (ДУТ)')).toBe('datchiki-urovnya-topliva-dut');
    expect(slugify('GPS/ГЛОНАСС трекеры')).toBe('gps-glonass-trekery');
  });

  it('drops accents from Latin letters and hyphens from both ends', () => {
    expect(slugify('--Crème brûlée!!--')).toBe('creme-brulee');
  });

  it('gives an empty slug when nothing is left, and keeps every other result valid', () => {
    expect(slugify('  —  ')).toBe('');
    expect(slugify('™ ★ —')).toBe('');
    for (const title of ['Ъ', 'Объём', 'Подъезд-2', 'Кабели   и   расходники']) {
      const slug = slugify(title);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });

  it('stays within the contract length without a trailing hyphen', () => {
    const edge = slugify(`${'а'.repeat(SLUG_MAX_LENGTH - 1)} б`);
    expect(edge.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(edge.endsWith('-')).toBe(false);
    const long = slugify('датчик уровня топлива '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(SLUG_PATTERN.test(long)).toBe(true);
  });
});

describe('transliterate', () => {
  it('spells Russian letters in Latin and leaves everything else alone', () => {
    expect(transliterate('Хлеб, Щи и Ёж 2.0')).toBe('hleb, schi i ezh 2.0');
  });
});
