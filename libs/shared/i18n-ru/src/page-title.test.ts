import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';
import { BRAND_DEFAULT } from './ru';

describe('pageTitle', () => {
  it('fills the SPEC template with the default brand', () => {
    expect(BRAND_DEFAULT).toBe('ТахоСнаб');
    expect(pageTitle('Корзина')).toBe('Корзина - интернет-магазин ТахоСнаб');
  });

  it('uses the given brand, even one with replacement patterns', () => {
    expect(pageTitle('Каталог', 'Тахограф$&')).toBe('Каталог - интернет-магазин Тахограф$&');
    expect(pageTitle('Цена $1', 'Бренд')).toBe('Цена $1 - интернет-магазин Бренд');
  });

  it('drops the page part when there is no page name', () => {
    expect(pageTitle('  ')).toBe('Интернет-магазин ТахоСнаб');
  });
});
