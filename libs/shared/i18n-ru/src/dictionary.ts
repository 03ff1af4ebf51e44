/**
 * Every UI string of the shop, in Russian, one export a section. Placeholders are written `{name}` and filled by the
 * caller. The package exports them as the namespace `ru` (ru.ts), so a bundle carries only the sections its code reads:
 * the admin's sign-in screen has no storefront strings, and a storefront page no admin ones.
 */

import { BRAND_DEFAULT, type PluralForms } from './brand';

export { admin } from './messages/admin';
export { apiErrors } from './messages/api-errors';
export { apiRequests } from './messages/api-requests';
export { adminCatalogue } from './messages/admin-catalogue';
export { adminDashboard } from './messages/admin-dashboard';
export { adminIntegratorRequests } from './messages/admin-integrator-requests';
export { adminOrders } from './messages/admin-orders';
export { adminProducts } from './messages/admin-products';
export { adminRichText } from './messages/admin-rich-text';
export { adminSettings } from './messages/admin-settings';
export { orders } from './messages/orders';
export { quickOrder } from './messages/quick-order';
export { requisites } from './messages/requisites';
export { storefront } from './messages/storefront';
export { storefrontCart } from './messages/storefront-cart';
export { storefrontContent } from './messages/storefront-content';
export { storefrontFavorites } from './messages/storefront-favorites';
export { storefrontIntegrators } from './messages/storefront-integrators';
export { storefrontOrders } from './messages/storefront-orders';
export { storefrontCatalogue } from './messages/storefront-catalogue';
export { storefrontProduct } from './messages/storefront-product';

export const common = {
  close: 'Закрыть',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  noData: 'Нет данных',
  loading: 'Загрузка…',
  pageLoading: 'Загрузка страницы',
  success: 'Успешно выполнено',
  error: 'Возникла ошибка',
  errorWithCode: 'Возникла ошибка: {code}',
  toHome: 'На главную',
  maxQuantity: 'Максимум 100 000',
  chooseFile: 'Выбрать файл',
  noFile: 'Файл не выбран',
  save: 'Сохранить',
  cancel: 'Отмена',
  confirm: 'Подтвердить',
  delete: 'Удалить',
  back: 'Назад',
  retry: 'Повторить',
  yes: 'Да',
  no: 'Нет',
} as const;

/** The titles a file the shop keeps gets when it is sent without one (the API names them; the storefront shows them). */
export const fileTitles = {
  priceList: 'Прайс-лист',
  requisites: 'Реквизиты',
} as const;

export const toast = {
  regionLabel: 'Уведомления',
  itemLabel: 'Уведомление',
  remaining: 'Время до закрытия уведомления',
  success: 'Успешно выполнено',
  error: 'Возникла ошибка',
  close: 'Закрыть',
} as const;

export const errors = {
  folderMustBeEmpty: 'Папка должна быть пустой',
  fileIsUsed: 'Файл не может быть удален, поскольку он используется',
  generic: 'Возникла ошибка',
  genericWithCode: 'Возникла ошибка: {code}',
  maxQuantity: 'Максимум 100 000',
  chooseFile: 'Выбрать файл',
  noFile: 'Файл не выбран',
} as const;

export const errorPage = {
  notFound: 'Страница не найдена',
  generic: 'Возникла ошибка',
  notFoundEn: 'Page not found',
  toHome: 'На главную',
  shrug: '¯\\_(ツ)_/¯',
  statusLabel: 'Код ошибки',
  stackLabel: 'Стек вызовов',
} as const;

export const browserBanner = {
  label: 'Устаревший браузер',
  text: 'Ваш браузер устарел, и сайт может работать в нём неправильно. Обновите браузер или',
  contactLink: 'свяжитесь с нами',
  textEnd: '.',
} as const;

export const colorMode = {
  label: 'Цветовая тема',
  light: 'Светлая',
  dark: 'Тёмная',
  system: 'Системная',
} as const;

export const meta = {
  titleTemplate: '%s - интернет-магазин {brand}',
  titleWithoutPage: 'Интернет-магазин {brand}',
  brandDefault: BRAND_DEFAULT,
} as const;

export const currency = {
  sign: '₽',
} as const;

/** Word forms after a number, for `plural`. */
export const plurals = {
  product: { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' },
  position: { one: 'позиция', few: 'позиции', many: 'позиций', other: 'позиции' },
  piece: { one: 'штука', few: 'штуки', many: 'штук', other: 'штуки' },
  order: { one: 'заказ', few: 'заказа', many: 'заказов', other: 'заказа' },
  rouble: { one: 'рубль', few: 'рубля', many: 'рублей', other: 'рубля' },
  /** After «старше»: старше 1 дня, 2 дней, 5 дней. */
  olderThanDays: { one: 'дня', few: 'дней', many: 'дней', other: 'дня' },
} as const satisfies Record<string, PluralForms>;
