/** The contract's slug: lower-case Latin letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The contract's slug length limit. */
export const SLUG_MAX_LENGTH = 200;

// Russian letters as the shop's addresses spell them (х→h, щ→sch, signs vanish). One table for the admin
// forms and the demo catalogue (tools/seed), so new and seeded slugs look alike.
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Russian letters of `text` in Latin, lower-cased; every other character kept as it is. */
export function transliterate(text: string): string {
  return [...text.toLowerCase()].map((char) => CYRILLIC_TO_LATIN[char] ?? char).join('');
}

/**
 * A URL slug of a (Russian) title: transliterated, accents dropped from Latin letters, every run of other
 * characters turned into one hyphen, no hyphen at either end, trimmed to the contract's limit; '' when
 * nothing is left.
 * @example slugify('Тахограф «Штрих-М» DTCO 4.1') === 'tahograf-shtrih-m-dtco-4-1'
 */
export function slugify(title: string): string {
  const slug = transliterate(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // the combining accents NFKD split off: 'crème' -> 'creme'
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}
