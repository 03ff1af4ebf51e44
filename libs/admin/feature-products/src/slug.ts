/** Russian letters to Latin, as Yandex and most Russian shops spell them in addresses (ё→e, й→y, х→kh, ц→ts, щ→shch; signs vanish). */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** The contract's slug length limit. */
export const SLUG_MAX_LENGTH = 200;
/** The contract's slug shape: lower-case Latin letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug from a title: Russian transliterated, everything else that is not a Latin letter or digit
 * becomes one hyphen, no hyphen at either end, at most 200 characters.
 * 'Тахограф «Штрих-М» DTCO 4.1' -> 'takhograf-shtrikh-m-dtco-4-1'.
 */
export function slugify(title: string): string {
  const latin = [...title.toLowerCase()].map((char) => CYRILLIC_TO_LATIN[char] ?? char).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}
