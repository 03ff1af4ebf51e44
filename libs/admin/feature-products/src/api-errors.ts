import { isApiError } from '@shop/api-client';
import { ErrorCode, errorCatalogue, errorToastMessage, isErrorCode } from '@shop/errors';
import type { ProductFormValues } from './product-form-schema';

/**
 * Codes whose reaction SPEC 8 leaves to us and whose catalogue text tells the admin what to do
 * (an upload that is not an image, a product deleted meanwhile, a duplicate title, a record in use).
 */
const EXPLAINED_CODES: ReadonlySet<number> = new Set([
  ErrorCode.ProductAlreadyDeleted,
  ErrorCode.FileNotImage,
  ErrorCode.UniqueViolation,
  ErrorCode.ForeignKeyViolation,
  ErrorCode.RecordNotFound,
]);

/**
 * The toast text of any failed call: SPEC 8's texts (7 'Папка должна быть пустой', 17 'Файл не может
 * быть удален…', 'Возникла ошибка' otherwise), the catalogue text for the codes above, and a transport
 * failure named by its kind ('Возникла ошибка: timeout').
 */
export function toastMessageOf(error: unknown): string {
  if (!isApiError(error)) return errorToastMessage(undefined);
  if (error.kind !== 'http') return errorToastMessage(error.kind);
  if (typeof error.code === 'number' && EXPLAINED_CODES.has(error.code) && isErrorCode(error.code)) return errorCatalogue[error.code].message;
  return errorToastMessage(error.code);
}

/** A problem to show beside one product form field. */
export interface ProductFieldProblem {
  field: keyof ProductFormValues;
  message: string;
}

/** How the product form reacts to a failed save: messages beside fields, or one toast. */
export type ProductSaveProblem = { kind: 'fields'; problems: ProductFieldProblem[] } | { kind: 'toast'; message: string };

const formFields: ReadonlySet<string> = new Set<keyof ProductFormValues>([
  'title', 'slug', 'article', 'description', 'basePrice', 'availability', 'categoryIdList', 'primaryCategoryId', 'seoTitle', 'seoDescription',
]);

function isFormField(field: string): field is keyof ProductFormValues {
  return formFields.has(field);
}

/**
 * Maps an error of a product save: 27 (article taken) goes to the article, 8 (address taken) to the
 * slug, a validation failure (12 with details) to the fields it names; anything else is a toast.
 */
export function toProductSaveProblem(error: unknown): ProductSaveProblem {
  if (!isApiError(error)) return { kind: 'toast', message: toastMessageOf(error) };
  if (error.code === ErrorCode.ProductArticleExists) {
    return { kind: 'fields', problems: [{ field: 'article', message: errorCatalogue[ErrorCode.ProductArticleExists].message }] };
  }
  if (error.code === ErrorCode.SeoUrlExists) {
    return { kind: 'fields', problems: [{ field: 'slug', message: errorCatalogue[ErrorCode.SeoUrlExists].message }] };
  }
  if (error.code === ErrorCode.CheckViolation) {
    // Details name body fields, maybe as a JSON pointer ('/slug') or a dotted path ('body.slug').
    const problems = error.details.flatMap((detail) => {
      const field = detail.field.split(/[./]/).filter(Boolean).pop() ?? '';
      return isFormField(field) ? [{ field, message: detail.message }] : [];
    });
    if (problems.length > 0) return { kind: 'fields', problems };
  }
  return { kind: 'toast', message: toastMessageOf(error) };
}
