import { BRAND_DEFAULT, ru } from './ru';

/** The document title of a page: '%s - интернет-магазин {brand}'; an empty page name gives 'Интернет-магазин {brand}'. */
export function pageTitle(page: string, brand: string = BRAND_DEFAULT): string {
  const name = page.trim();
  // Function replacers, so a '$' in a product name or brand is not read as a replacement pattern.
  if (name === '') return ru.meta.titleWithoutPage.replace('{brand}', () => brand);
  return ru.meta.titleTemplate.replace('%s', () => name).replace('{brand}', () => brand);
}
