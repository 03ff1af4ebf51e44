import { LOCALE } from './format';
import type { PluralForms } from './brand';

const rules = new Intl.PluralRules(LOCALE);

/**
 * The form of a word that goes with `n` in Russian: plural(1, f) -> f.one, plural(3, f) -> f.few,
 * plural(5, f) -> f.many, plural(1.5, f) -> f.other. Only the word is returned, not the number.
 */
export function plural(n: number, forms: PluralForms): string {
  const category = rules.select(n);
  // ru has no 'zero' or 'two' category; they could only appear with a different locale's data.
  return category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other;
}
