import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aCategory } from '../testing/fake-catalogue-api';
import {
  categoryFormDefaults,
  categoryFormSchema,
  toCreateCategoryBody,
  toUpdateCategoryBody,
} from './category-form-schema';

function problems(values: Partial<ReturnType<typeof categoryFormDefaults>>) {
  const result = v.safeParse(categoryFormSchema, {
    ...categoryFormDefaults(),
    title: 'Тахографы',
    slug: 'tahografy',
    ...values,
  });
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
}

describe('categoryFormSchema', () => {
  it('accepts a filled form and requires title and slug', () => {
    expect(problems({})).toEqual({});
    expect(problems({ title: '  ', slug: '' })).toEqual({ title: ['Заполните поле'], slug: ['Заполните поле'] });
  });

  it('accepts only contract slugs', () => {
    for (const slug of ['Takhografy', 'taho--grafy', '-tahografy', 'тахографы', 'taho grafy']) {
      expect(problems({ slug }).slug).toEqual(['Только строчные латинские буквы, цифры и одиночные дефисы']);
    }
    expect(problems({ slug: 'dtco-4-1' })).toEqual({});
  });

  it('takes the position as a whole number from 0 or empty', () => {
    expect(problems({ position: '' })).toEqual({});
    expect(problems({ position: '12' })).toEqual({});
    for (const position of ['-1', '1.5', 'два', '1e3'])
      expect(problems({ position }).position).toEqual(['Целое число от 0']);
  });
});

describe('category bodies', () => {
  it('sends empty texts as null, no position when empty, and the image as its file id', () => {
    const values = {
      ...categoryFormDefaults(),
      title: ' Тахографы ',
      slug: 'tahografy',
      image: { fileId: '11111111-2222-4333-8444-555555555555', url: '/m/a.webp', title: 'a' },
      seoTitle: '  ',
    };
    expect(toCreateCategoryBody(values)).toEqual({
      title: 'Тахографы',
      slug: 'tahografy',
      parentId: null,
      description: null,
      imageFileId: '11111111-2222-4333-8444-555555555555',
      seoTitle: null,
      seoDescription: null,
    });
    expect(toUpdateCategoryBody({ ...values, position: '3', parentId: aCategory().id })).toMatchObject({
      position: 3,
      parentId: aCategory().id,
    });
  });

  it('starts an edit from the category, a new one under the given parent', () => {
    const category = aCategory({
      parentId: '99999999-2222-4333-8444-555555555555',
      position: 4,
      seoTitle: 'Купить тахограф',
    });
    expect(categoryFormDefaults(category)).toMatchObject({
      parentId: category.parentId,
      position: '4',
      seoTitle: 'Купить тахограф',
      description: '',
    });
    expect(categoryFormDefaults(undefined, category.id)).toMatchObject({
      parentId: category.id,
      title: '',
      position: '',
    });
  });
});
