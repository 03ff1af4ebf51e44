import { admin } from './messages/admin';
import { adminCatalogue } from './messages/admin-catalogue';
import { adminProducts } from './messages/admin-products';
import { storefront } from './messages/storefront';
import { storefrontCatalogue } from './messages/storefront-catalogue';
import { storefrontProduct } from './messages/storefront-product';

/** Brand shown in page titles when `BRAND_NAME` is not configured. */
export const BRAND_DEFAULT = 'ТахоСнаб';

/** Forms of a Russian noun after a number, as chosen by `plural` (Intl.PluralRules categories of ru). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

/** Word forms after a number, for `plural`. */
const plurals = {
  product: { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' },
  position: { one: 'позиция', few: 'позиции', many: 'позиций', other: 'позиции' },
  piece: { one: 'штука', few: 'штуки', many: 'штук', other: 'штуки' },
  order: { one: 'заказ', few: 'заказа', many: 'заказов', other: 'заказа' },
  rouble: { one: 'рубль', few: 'рубля', many: 'рублей', other: 'рубля' },
} as const satisfies Record<string, PluralForms>;

/**
 * Every UI string of the shop, in Russian. Placeholders are written `{name}` and filled by the caller.
 * `storefront` and `admin` hold the strings owned by those apps (messages/storefront.ts, messages/admin.ts); the catalogue
 * screens keep theirs in files of their own (messages/storefront-catalogue.ts and the like).
 */
export const ru = {
  common: {
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
    save: 'Сохранить',
    cancel: 'Отмена',
    confirm: 'Подтвердить',
    delete: 'Удалить',
    back: 'Назад',
    retry: 'Повторить',
    yes: 'Да',
    no: 'Нет',
  },
  toast: {
    regionLabel: 'Уведомления',
    itemLabel: 'Уведомление',
    remaining: 'Время до закрытия уведомления',
    success: 'Успешно выполнено',
    error: 'Возникла ошибка',
    close: 'Закрыть',
  },
  errors: {
    folderMustBeEmpty: 'Папка должна быть пустой',
    fileIsUsed: 'Файл не может быть удален, поскольку он используется',
    generic: 'Возникла ошибка',
    genericWithCode: 'Возникла ошибка: {code}',
    maxQuantity: 'Максимум 100 000',
  },
  errorPage: {
    notFound: 'Страница не найдена',
    generic: 'Возникла ошибка',
    notFoundEn: 'Page not found',
    toHome: 'На главную',
    shrug: '¯\\_(ツ)_/¯',
    statusLabel: 'Код ошибки',
    stackLabel: 'Стек вызовов',
  },
  browserBanner: {
    label: 'Устаревший браузер',
    text: 'Ваш браузер устарел, и сайт может работать в нём неправильно. Обновите браузер или',
    contactLink: 'свяжитесь с нами',
    textEnd: '.',
  },
  colorMode: {
    label: 'Цветовая тема',
    light: 'Светлая',
    dark: 'Тёмная',
    system: 'Системная',
  },
  placeholder: {
    title: 'Раздел в разработке',
    text: 'Эта страница появится в одном из следующих выпусков магазина.',
    /** `{area}` is the name of the area that delivers the page. */
    area: 'Возможности этой страницы появятся вместе с разделом «{area}».',
  },
  meta: {
    titleTemplate: '%s - интернет-магазин {brand}',
    titleWithoutPage: 'Интернет-магазин {brand}',
    brandDefault: BRAND_DEFAULT,
  },
  currency: {
    sign: '₽',
  },
  plurals,
  storefront,
  storefrontCatalogue,
  storefrontProduct,
  admin,
  adminCatalogue,
  adminProducts,
} as const;

/** Type of the `ru` dictionary. */
export type Ru = typeof ru;
