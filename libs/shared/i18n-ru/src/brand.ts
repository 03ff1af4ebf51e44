/** Brand shown in page titles when `BRAND_NAME` is not configured. */
export const BRAND_DEFAULT = 'ТахоСнаб';

/** Forms of a Russian noun after a number, as chosen by `plural` (Intl.PluralRules categories of ru). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}
