import { ErrorCode, type ToastPolicy } from '@shop/errors';

/**
 * How the catalogue pages word a failed call: for these codes the API's message is written for the admin
 * and says what to do (a second delete, a record still in use, a cycle in the tree — 'Категория не может
 * быть вложена в саму себя', a non-customer added to a group), so the toast shows it; the rest follow SPEC 8.
 */
export const CATALOGUE_TOASTS: ToastPolicy = {
  explained: [
    ErrorCode.CategoryAlreadyDeleted,
    ErrorCode.UniqueViolation,
    ErrorCode.RecordNotFound,
    ErrorCode.SeoUrlExists,
    ErrorCode.UserNotCustomer,
    ErrorCode.FileNotImage,
    ErrorCode.ForeignKeyViolation,
    ErrorCode.CheckViolation,
    ErrorCode.UserNotInCustomerGroup,
  ],
  serverWording: true,
};
