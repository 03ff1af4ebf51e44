import * as ru from './dictionary';

/**
 * Every UI string of the shop, in Russian (dictionary.ts), read as `ru.<section>.<key>`. A namespace rather than one
 * object, so that bundlers keep only the sections a chunk reads; never index it with a computed key.
 */
export { ru };
export { BRAND_DEFAULT, type PluralForms } from './brand';

/** Type of the `ru` dictionary. */
export type Ru = typeof ru;
