import { MEDIA_TOASTS } from '@shop/admin-media';
import { ErrorCode, type FieldMapping, type ToastPolicy } from '@shop/errors';
import type { ProductFormValues } from './product-form-schema';

/**
 * How the product pages word a failed call: the media library's explained codes (an upload that is not an
 * image, a duplicate title, a record in use or gone) and a product deleted meanwhile show the catalogue text.
 */
export const PRODUCT_TOASTS: ToastPolicy = {
  explained: [...(MEDIA_TOASTS.explained ?? []), ErrorCode.ProductAlreadyDeleted],
};

/** Where a failed product save goes: 27 (article taken) beside the article, 8 (address taken) beside the slug, validation details beside their fields. */
export const PRODUCT_FORM_ERRORS: FieldMapping<keyof ProductFormValues> = {
  fields: [
    'title',
    'slug',
    'article',
    'description',
    'basePrice',
    'availability',
    'categoryIdList',
    'primaryCategoryId',
    'seoTitle',
    'seoDescription',
  ],
  codeFields: { [ErrorCode.ProductArticleExists]: 'article', [ErrorCode.SeoUrlExists]: 'slug' },
};
