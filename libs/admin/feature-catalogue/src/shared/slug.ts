/** The contract's slug: lower-case latin letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The contract's slug length limit. */
export const SLUG_MAX_LENGTH = 200;

// Russian letters as the shop's addresses spell them: the demo catalogue's (tools/seed) table, so new and seeded slugs look alike.
const TRANSLIT: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/**
 * A URL slug of a (Russian) title: transliterated, lower-case, every run of other characters turned
 * into one hyphen, trimmed to the contract's limit; '' when nothing is left.
 * @example slugFromTitle('Тахографы «Меркурий» ТА-001') === 'tahografy-merkuriy-ta-001'
 */
export function slugFromTitle(title: string): string {
  const latin = [...title.toLowerCase()].map((char) => TRANSLIT[char] ?? char).join('');
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}
