import { ru } from '@shop/i18n-ru';
import * as v from 'valibot';
import type { AdminCategory, CategoryCreateBody, CategoryUpdateBody } from '../api/catalogue-api';
import {
  optionalPosition,
  optionalText,
  positionOrUndefined,
  positionText,
  requiredText,
  textOrNull,
} from '../shared/form-rules';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@shop/domain';

const m = ru.adminCatalogue.category.form;

/** The image a category shows: the library file's id and a preview. */
export interface ChosenImage {
  fileId: string;
  url: string;
  title: string;
}

/** What the category form holds: texts as strings ('' = empty), the parent as an id or ''. */
export interface CategoryFormValues {
  title: string;
  slug: string;
  parentId: string;
  position: string;
  description: string;
  image: ChosenImage | null;
  seoTitle: string;
  seoDescription: string;
}

/** The form fields an API failure may point at. */
export const CATEGORY_FORM_FIELDS = [
  'title',
  'slug',
  'parentId',
  'position',
  'description',
  'seoTitle',
  'seoDescription',
] as const;

/** The contract's limits (CategoryCreateRequest). */
export const CATEGORY_LIMITS = { title: 200, description: 100_000, seoTitle: 200, seoDescription: 500 } as const;

/** The valibot schema of the category form, with Russian messages beside each field. */
export const categoryFormSchema = v.object({
  title: requiredText(CATEGORY_LIMITS.title),
  slug: v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', ru.adminCatalogue.common.required),
    v.check((value) => value.trim() === '' || SLUG_PATTERN.test(value.trim()), m.slugInvalid),
    v.check(
      (value) => value.trim().length <= SLUG_MAX_LENGTH,
      ru.adminCatalogue.common.tooLong.replace('{max}', String(SLUG_MAX_LENGTH)),
    ),
  ),
  parentId: v.string(),
  position: optionalPosition(),
  description: optionalText(CATEGORY_LIMITS.description),
  image: v.nullable(v.object({ fileId: v.string(), url: v.string(), title: v.string() })),
  seoTitle: optionalText(CATEGORY_LIMITS.seoTitle),
  seoDescription: optionalText(CATEGORY_LIMITS.seoDescription),
});

/** The fields create and update share. */
function commonFields(values: CategoryFormValues) {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    parentId: values.parentId === '' ? null : values.parentId,
    description: textOrNull(values.description),
    imageFileId: values.image?.fileId ?? null,
    seoTitle: textOrNull(values.seoTitle),
    seoDescription: textOrNull(values.seoDescription),
  };
}

/** The `createCategory` body; an empty position is left out so the API puts the category last. */
export function toCreateCategoryBody(values: CategoryFormValues): CategoryCreateBody {
  const position = positionOrUndefined(values.position);
  return { ...commonFields(values), ...(position === undefined ? {} : { position }) };
}

/** The `updateCategory` body: every field, null clearing the optional ones; an empty position keeps it. */
export function toUpdateCategoryBody(values: CategoryFormValues): CategoryUpdateBody {
  return toCreateCategoryBody(values);
}

/** The form's starting values: a new category (optionally under a parent), or the one being edited. */
export function categoryFormDefaults(category?: AdminCategory, parentId = ''): CategoryFormValues {
  return {
    title: category?.title ?? '',
    slug: category?.slug ?? '',
    parentId: category ? (category.parentId ?? '') : parentId,
    position: positionText(category?.position),
    description: category?.description ?? '',
    image: category?.image
      ? { fileId: category.image.fileId, url: category.image.url, title: category.image.alt ?? '' }
      : null,
    seoTitle: category?.seoTitle ?? '',
    seoDescription: category?.seoDescription ?? '',
  };
}
