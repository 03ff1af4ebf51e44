import { personName } from '@shop/domain';
import { formatMoney, formatNumber, ru } from '@shop/i18n-ru';
import type {
  SellerRequisites,
  SiteSettingsChange,
  SiteSettingsField,
  ThematicTheme,
  UserRef,
} from './site-settings-api';

const h = ru.adminSettings.history;

/** 'Фамилия Имя (почта)' of a user, or the e-mail alone; 'удалённый пользователь' for one deleted since. */
export function userLabel(user: UserRef | null): string {
  if (!user) return h.deletedUser;
  const name = personName(user);
  return name ? `${name} (${user.email})` : user.email;
}

/** Who made a change: the administrator, or the shop itself for a change a migration made (it leaves a note). */
export function changedByLabel(change: Pick<SiteSettingsChange, 'changedBy' | 'note'>): string {
  return change.note === null ? userLabel(change.changedBy) : h.bySystem;
}

/** A size in bytes as people read it: '512 Б', '12,5 КБ', '3,2 МБ' (1 КБ = 1024 Б). */
export function formatFileSize(bytes: number): string {
  const units = ['Б', 'КБ', 'МБ', 'ГБ'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${formatNumber(rounded)} ${units[unit]}`;
}

/** The theme's Russian name. */
export function themeLabel(theme: ThematicTheme): string {
  return theme === 'new_year' ? ru.adminSettings.theme.newYear : ru.adminSettings.theme.default;
}

/** The free-shipping cost as the admin reads it: a sum, or what 0 means. */
export function freeShippingLabel(cost: string): string {
  return /^0+(\.0+)?$/.test(cost) ? h.freeShippingOff : formatMoney(cost);
}

/** The seller's fields in the order the form shows them, with their labels (for a change's summary). */
const SELLER_FIELD_LABELS: Readonly<Record<keyof SellerRequisites, string>> = {
  title: ru.adminSettings.seller.titleLabel,
  inn: ru.adminSettings.seller.inn,
  kpp: ru.adminSettings.seller.kpp,
  ogrn: ru.adminSettings.seller.ogrn,
  legalAddress: ru.adminSettings.seller.legalAddress,
  phone: ru.adminSettings.seller.phone,
  bankName: ru.adminSettings.seller.bankName,
  bik: ru.adminSettings.seller.bik,
  checkingAccount: ru.adminSettings.seller.checkingAccount,
  correspondentAccount: ru.adminSettings.seller.correspondentAccount,
  director: ru.adminSettings.seller.director,
  accountant: ru.adminSettings.seller.accountant,
};

type ChangeValue = SiteSettingsChange['oldValue'];

const isObject = (value: ChangeValue): value is Exclude<ChangeValue, string | null> =>
  typeof value === 'object' && value !== null;

/** One side of a change in readable Russian: 'Прайс-лист 2026.xlsx', '10 000,00 ₽', 'Новогодняя', 'НДС 22 %', 'не задано'. */
export function changeValueText(field: SiteSettingsField, value: ChangeValue): string {
  if (value === null) return h.none;
  if (isObject(value)) {
    if ('inn' in value) return h.sellerValue.replace('{title}', value.title).replace('{inn}', value.inn);
    return `${value.title}.${value.extension}`;
  }
  switch (field) {
    case 'freeShippingCost':
      return /^\d+(\.\d+)?$/.test(value) ? freeShippingLabel(value) : value;
    case 'thematicTheme':
      return value === 'new_year' || value === 'default' ? themeLabel(value) : value;
    case 'vatRate':
      // An old change may name 20 %, which orders placed before 2026 still carry.
      return ru.orders.vatRate[value as keyof typeof ru.orders.vatRate] ?? value;
    default:
      return value;
  }
}

/** The seller fields a change touched, by their labels ('ИНН, БИК'); empty unless both sides are a seller. */
export function sellerFieldsChanged(change: Pick<SiteSettingsChange, 'oldValue' | 'newValue'>): string[] {
  const { oldValue, newValue } = change;
  if (!isObject(oldValue) || !isObject(newValue) || !('inn' in oldValue) || !('inn' in newValue)) return [];
  return (Object.keys(SELLER_FIELD_LABELS) as (keyof SellerRequisites)[])
    .filter((key) => oldValue[key] !== newValue[key])
    .map((key) => SELLER_FIELD_LABELS[key]);
}

/** The Russian name of a setting of the history. */
export function fieldLabel(field: SiteSettingsField): string {
  return h.fields[field];
}
