import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { moneyToInput, parseMoneyInput } from './money-input';
import {
  productFormDefaults,
  productFormSchema,
  toCreateProductBody,
  type ProductFormValues,
} from './product-form-schema';
import { aProduct, CATEGORY_ID } from './testing/fake-products-api';

describe('parseMoneyInput', () => {
  it('accepts a Russian comma, spaces between thousands and a rouble sign, and gives exact kopecks', () => {
    expect(parseMoneyInput('12 500,50')).toBe('12500.50');
    expect(parseMoneyInput('12\u00a0500,5')).toBe('12500.50');
    expect(parseMoneyInput('990 ₽')).toBe('990.00');
    expect(parseMoneyInput('0')).toBe('0.00');
    expect(parseMoneyInput('0007,1')).toBe('7.10');
    expect(parseMoneyInput('9999999999.99')).toBe('9999999999.99');
  });

  it('rejects what the contract would reject', () => {
    for (const text of ['', '-5', '1,234', '12.345', 'abc', '1e3', '12345678901', ',5'])
      expect(parseMoneyInput(text), text).toBeNull();
  });

  it('shows API money with a comma', () => {
    expect(moneyToInput('45900.00')).toBe('45900,00');
  });
});

describe('productFormSchema', () => {
  const valid: ProductFormValues = {
    ...productFormDefaults(),
    title: 'Датчик уровня топлива',
    slug: 'datchik',
    article: 'ДУТ-1',
    basePrice: '1 200,5',
  };

  it('passes a filled form and names each problem in Russian', () => {
    expect(v.safeParse(productFormSchema, valid).success).toBe(true);
    const result = v.safeParse(productFormSchema, { ...valid, title: ' ', slug: 'Неверный slug', basePrice: '12,345' });
    const messages = Object.fromEntries((result.issues ?? []).map((issue) => [issue.path?.[0]?.key, issue.message]));
    expect(messages).toEqual({
      title: 'Заполните поле',
      slug: 'Только строчные латинские буквы, цифры и одиночные дефисы',
      basePrice: 'Цена — число до 10 цифр с не более чем двумя знаками после запятой',
    });
  });

  it('turns the form into a create body: exact price, trimmed texts, empty as null, a primary category among the chosen', () => {
    const body = toCreateProductBody({
      ...valid,
      title: '  Датчик  ',
      description: '   ',
      categoryIdList: [CATEGORY_ID],
      primaryCategoryId: '',
    });
    expect(body).toEqual({
      title: 'Датчик',
      slug: 'datchik',
      article: 'ДУТ-1',
      description: null,
      basePrice: '1200.50',
      availability: 'in_stock',
      categoryIdList: [CATEGORY_ID],
      primaryCategoryId: CATEGORY_ID,
      seoTitle: null,
      seoDescription: null,
    });
  });

  it('starts an edit from the product, with the price in Russian notation', () => {
    expect(productFormDefaults(aProduct({ basePrice: '1234.50', seoTitle: null }))).toMatchObject({
      basePrice: '1234,50',
      seoTitle: '',
      primaryCategoryId: CATEGORY_ID,
    });
  });
});
