import { ru } from '@shop/i18n-ru';
import * as v from 'valibot';
import { moneyToInput, parseMoneyInput } from './money-input';
import type { AdminProduct, Availability, CreateProductBody, UpdateProductBody } from './products-api';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@shop/domain';

const m = ru.adminProducts.form;

/** Every availability, in the order the admin picks from. */
export const AVAILABILITIES: readonly Availability[] = ['in_stock', 'on_order', 'not_sold'];

/** The contract's field limits (openapi/api.yaml, ProductCreateRequest). */
export const PRODUCT_FIELD_LIMITS = {
  article: 100,
  title: 300,
  slug: SLUG_MAX_LENGTH,
  description: 200_000,
  seoTitle: 200,
  seoDescription: 500,
  categories: 50,
} as const;

/** What the product form holds: texts as typed ('' = empty), the price as typed, choices typed. */
export interface ProductFormValues {
  title: string;
  slug: string;
  article: string;
  description: string;
  basePrice: string;
  availability: Availability;
  categoryIdList: string[];
  /** '' = none. */
  primaryCategoryId: string;
  seoTitle: string;
  seoDescription: string;
}

const tooLong = (max: number) => m.tooLong.replace('{max}', String(max));
const required = (max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', m.required),
    v.check((value) => value.trim().length <= max, tooLong(max)),
  );
const optional = (max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => value.trim().length <= max, tooLong(max)),
  );

/** The valibot schema of the product form, with a Russian message for each field. */
export const productFormSchema = v.object({
  title: required(PRODUCT_FIELD_LIMITS.title),
  slug: v.pipe(
    required(PRODUCT_FIELD_LIMITS.slug),
    v.check((value) => SLUG_PATTERN.test(value.trim()), m.slugInvalid),
  ),
  article: required(PRODUCT_FIELD_LIMITS.article),
  description: optional(PRODUCT_FIELD_LIMITS.description),
  basePrice: v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', m.required),
    v.check((value) => value.trim() === '' || parseMoneyInput(value) !== null, m.priceInvalid),
  ),
  availability: v.picklist(AVAILABILITIES),
  categoryIdList: v.pipe(
    v.array(v.string()),
    v.maxLength(
      PRODUCT_FIELD_LIMITS.categories,
      m.tooManyCategories.replace('{max}', String(PRODUCT_FIELD_LIMITS.categories)),
    ),
  ),
  primaryCategoryId: v.string(),
  seoTitle: optional(PRODUCT_FIELD_LIMITS.seoTitle),
  seoDescription: optional(PRODUCT_FIELD_LIMITS.seoDescription),
});

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The body fields create and update share. The schema has run, so the price parses. */
function productFields(values: ProductFormValues) {
  // A primary category must be one of the chosen ones; a stale choice is dropped rather than rejected.
  const primary = values.categoryIdList.includes(values.primaryCategoryId) ? values.primaryCategoryId : null;
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    article: values.article.trim(),
    description: textOrNull(values.description),
    basePrice: parseMoneyInput(values.basePrice) ?? values.basePrice,
    availability: values.availability,
    categoryIdList: values.categoryIdList,
    primaryCategoryId: primary ?? values.categoryIdList[0] ?? null,
    seoTitle: textOrNull(values.seoTitle),
    seoDescription: textOrNull(values.seoDescription),
  };
}

/** The `createProduct` body of the form's values. */
export function toCreateProductBody(values: ProductFormValues): CreateProductBody {
  return productFields(values);
}

/** The `updateProduct` body: every field, so the saved product is exactly what the form shows. */
export function toUpdateProductBody(values: ProductFormValues): UpdateProductBody {
  return productFields(values);
}

/** The form's starting values: a new product in stock, or the product being edited. */
export function productFormDefaults(product?: AdminProduct): ProductFormValues {
  return {
    title: product?.title ?? '',
    slug: product?.slug ?? '',
    article: product?.article ?? '',
    description: product?.description ?? '',
    basePrice: product ? moneyToInput(product.basePrice) : '',
    availability: product?.availability ?? 'in_stock',
    categoryIdList: product?.categoryIdList ?? [],
    primaryCategoryId: product?.primaryCategoryId ?? '',
    seoTitle: product?.seoTitle ?? '',
    seoDescription: product?.seoDescription ?? '',
  };
}
