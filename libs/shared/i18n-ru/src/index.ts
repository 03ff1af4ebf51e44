export { ru, BRAND_DEFAULT, type Ru, type PluralForms } from './ru';
export { pageTitle } from './page-title';
export { plural } from './plural';
export { fill } from './fill';
export { orderTitle } from './order-title';
export { orderVatLine } from './order-vat';
export {
  formatNumber,
  formatMoney,
  formatDate,
  formatDateTime,
  LOCALE,
  DEFAULT_TIME_ZONE,
  type DateInput,
} from './format';
export { toKopecks, kopecksToDecimal, type MoneyInput } from './money';
