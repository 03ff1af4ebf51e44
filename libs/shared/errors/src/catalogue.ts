/** Numeric error codes of the API, in SPEC section 8 order (the wire value of `ErrorEnvelope.error`). */
export const ErrorCode = {
  Unknown: 0,
  NoError: 1,
  CategoryAlreadyDeleted: 2,
  ProductAlreadyDeleted: 3,
  UniqueViolation: 4,
  NoPermission: 5,
  RecordNotFound: 6,
  FolderIsUsed: 7,
  SeoUrlExists: 8,
  UserNotCustomer: 9,
  FileNotImage: 10,
  ForeignKeyViolation: 11,
  CheckViolation: 12,
  UserNotInCustomerGroup: 13,
  ProductCannotBePurchased: 14,
  CartIsEmpty: 15,
  UserNotOrderOwner: 16,
  FileIsUsed: 17,
  EmailNotConfirmed: 18,
  InvalidPassword: 19,
  UserHasNoPhone: 20,
  InvalidFreeShippingCost: 21,
  EmailAlreadyConfirmed: 22,
  InvalidCredentials: 23,
  UserPasswordMismatch: 24,
  UserIdentificationNotPossible: 25,
  UserIsGuest: 26,
  ProductArticleExists: 27,
  EmailExists: 28,
  BothCartsNotFound: 29,
  CartNotFound: 30,
  BothFavoritesNotFound: 31,
  Conflict: 32,
} as const;

/** One of the numeric codes 0..32 of the catalogue. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Name of a code in the catalogue, e.g. `'CartNotFound'`. */
export type ErrorName = keyof typeof ErrorCode;

/** Level at which the API logs a failure with this code. */
export type ErrorLogLevel = 'info' | 'warn' | 'error';

/** One row of the catalogue: the code, its name, the HTTP status the API answers with, the log level and the Russian message. */
export interface ErrorSpec {
  readonly code: ErrorCode;
  readonly name: ErrorName;
  readonly status: number;
  readonly level: ErrorLogLevel;
  readonly message: string;
}

/** Generic Russian text for a failure whose details people should not see. */
export const GENERIC_ERROR_MESSAGE = 'Возникла ошибка';

type Row = readonly [status: number, level: ErrorLogLevel, message: string];

/*
 * Why these statuses:
 * - 401 and 403 make the client refresh the session and retry once (SPEC 7), so they are kept for
 *   "who are you / you may not": a business precondition never answers 401.
 * - 422 on a cart call makes the client drop the anonymous user id (SPEC 7), so only code 25
 *   (UserIdentificationNotPossible) answers 422; "product cannot be purchased" is a 409.
 * - 409 for every "the state of the data forbids it" (duplicates, in-use, already done).
 * - 400 for input that breaks a rule (request validation is always code 12 with `details`).
 * - Only code 0 is logged as `error`: everything else is an expected outcome of a request.
 */
const rows: Readonly<Record<ErrorName, Row>> = {
  Unknown: [500, 'error', GENERIC_ERROR_MESSAGE],
  NoError: [200, 'info', 'Ошибки нет'],
  CategoryAlreadyDeleted: [410, 'info', 'Категория уже удалена'],
  ProductAlreadyDeleted: [410, 'info', 'Товар уже удален'],
  UniqueViolation: [409, 'warn', 'Такая запись уже существует'],
  NoPermission: [403, 'warn', 'Недостаточно прав'],
  RecordNotFound: [404, 'info', 'Запись не найдена'],
  FolderIsUsed: [409, 'info', 'Папка должна быть пустой'],
  SeoUrlExists: [409, 'info', 'Такой SEO-адрес уже существует'],
  UserNotCustomer: [403, 'warn', 'Пользователь не является покупателем'],
  FileNotImage: [415, 'info', 'Файл не является изображением'],
  ForeignKeyViolation: [409, 'warn', 'Запись связана с другими данными'],
  CheckViolation: [400, 'info', 'Данные заполнены неверно'],
  UserNotInCustomerGroup: [403, 'info', 'Пользователь не состоит в группе покупателей'],
  ProductCannotBePurchased: [409, 'info', 'Товар нельзя купить'],
  CartIsEmpty: [409, 'info', 'Корзина пуста'],
  UserNotOrderOwner: [403, 'warn', 'Заказ принадлежит другому пользователю'],
  FileIsUsed: [409, 'info', 'Файл не может быть удален, поскольку он используется'],
  EmailNotConfirmed: [403, 'info', 'Электронная почта не подтверждена'],
  InvalidPassword: [400, 'info', 'Неверный пароль'],
  UserHasNoPhone: [409, 'info', 'У пользователя не указан номер телефона'],
  InvalidFreeShippingCost: [400, 'info', 'Неверная сумма для бесплатной доставки'],
  EmailAlreadyConfirmed: [409, 'info', 'Электронная почта уже подтверждена'],
  InvalidCredentials: [401, 'info', 'Неверный адрес электронной почты или пароль'],
  UserPasswordMismatch: [400, 'info', 'Пароли не совпадают'],
  UserIdentificationNotPossible: [422, 'warn', 'Не удалось определить пользователя'],
  UserIsGuest: [403, 'info', 'Действие недоступно гостю'],
  ProductArticleExists: [409, 'info', 'Товар с таким артикулом уже существует'],
  EmailExists: [409, 'info', 'Пользователь с такой электронной почтой уже существует'],
  BothCartsNotFound: [404, 'info', 'Корзины не найдены'],
  CartNotFound: [404, 'info', 'Корзина не найдена'],
  BothFavoritesNotFound: [404, 'info', 'Списки избранного не найдены'],
  Conflict: [409, 'warn', 'Данные изменились, обновите страницу'],
};

/**
 * The error catalogue of SPEC section 8, keyed by code.
 *
 * | code | name | HTTP | level |
 * |---|---|---|---|
 * | 0 | Unknown | 500 | error |
 * | 1 | NoError | 200 | info |
 * | 2 | CategoryAlreadyDeleted | 410 | info |
 * | 3 | ProductAlreadyDeleted | 410 | info |
 * | 4 | UniqueViolation | 409 | warn |
 * | 5 | NoPermission | 403 | warn |
 * | 6 | RecordNotFound (also unknown routes) | 404 | info |
 * | 7 | FolderIsUsed | 409 | info |
 * | 8 | SeoUrlExists | 409 | info |
 * | 9 | UserNotCustomer | 403 | warn |
 * | 10 | FileNotImage | 415 | info |
 * | 11 | ForeignKeyViolation | 409 | warn |
 * | 12 | CheckViolation (also request validation, with `details`) | 400 | info |
 * | 13 | UserNotInCustomerGroup | 403 | info |
 * | 14 | ProductCannotBePurchased | 409 | info |
 * | 15 | CartIsEmpty | 409 | info |
 * | 16 | UserNotOrderOwner | 403 | warn |
 * | 17 | FileIsUsed | 409 | info |
 * | 18 | EmailNotConfirmed | 403 | info |
 * | 19 | InvalidPassword | 400 | info |
 * | 20 | UserHasNoPhone | 409 | info |
 * | 21 | InvalidFreeShippingCost | 400 | info |
 * | 22 | EmailAlreadyConfirmed | 409 | info |
 * | 23 | InvalidCredentials | 401 | info |
 * | 24 | UserPasswordMismatch | 400 | info |
 * | 25 | UserIdentificationNotPossible | 422 | warn |
 * | 26 | UserIsGuest | 403 | info |
 * | 27 | ProductArticleExists | 409 | info |
 * | 28 | EmailExists | 409 | info |
 * | 29 | BothCartsNotFound | 404 | info |
 * | 30 | CartNotFound | 404 | info |
 * | 31 | BothFavoritesNotFound | 404 | info |
 * | 32 | Conflict | 409 | warn |
 *
 * 401/403 trigger the client's refresh-and-retry and 422 on a cart call clears the anonymous id
 * (SPEC 7), so those statuses are used only where that reaction is right.
 */
export const errorCatalogue: Readonly<Record<ErrorCode, ErrorSpec>> = Object.freeze(
  Object.fromEntries(
    (Object.keys(ErrorCode) as ErrorName[]).map((name) => {
      const [status, level, message] = rows[name];
      const spec: ErrorSpec = Object.freeze({ code: ErrorCode[name], name, status, level, message });
      return [spec.code, spec];
    }),
  ) as Record<ErrorCode, ErrorSpec>,
);

/** True when `value` is one of the catalogue's codes 0..32. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && Number.isInteger(value) && value in errorCatalogue;
}

/** The catalogue row of `code`; any value outside the catalogue gives the row of code 0 (Unknown). */
export function getErrorSpec(code: unknown): ErrorSpec {
  return isErrorCode(code) ? errorCatalogue[code] : errorCatalogue[ErrorCode.Unknown];
}
