/**
 * Pure parts of product search: the keyboard-layout switch, article normalisation, the tsquery text and the
 * highlighter. The SQL that uses them lives in the search repository.
 */
import { articleNormalizedSql, normalizeArticle } from '@shop/domain';

// Keys of the Russian ЙЦУКЕН layout on the US QWERTY positions (lower and upper case).
const EN = '`qwertyuiop[]asdfghjkl;\'zxcvbnm,.~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>';
const RU = 'ёйцукенгшщзхъфывапролджэячсмитьбюЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ';

const EN_TO_RU = new Map([...EN].map((c, i) => [c, RU[i] ?? c]));
const RU_TO_EN = new Map([...RU].map((c, i) => [c, EN[i] ?? c]));

/**
 * The text as it was meant when typed in the other keyboard layout: 'nf[juhfa' -> 'тахограф',
 * 'ьфпшыекфд' -> 'magistral'. Latin keys become Russian letters and Russian letters Latin keys; digits,
 * spaces and other characters stay. Null when nothing changes.
 */
export function switchLayout(text: string): string | null {
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  const cyrillic = (text.match(/[А-Яа-яЁё]/g) ?? []).length;
  if (latin === 0 && cyrillic === 0) return null;
  // The dominant script was typed in the wrong layout; letters of the other script are left as typed.
  const map = latin >= cyrillic ? EN_TO_RU : RU_TO_EN;
  const switched = [...text].map((c) => map.get(c) ?? c).join('');
  return switched === text ? null : switched;
}

// Shared with the seed, which writes article_normalized in bulk (see @shop/domain catalogue rules).
export { articleNormalizedSql, normalizeArticle };

/** The longest query that is searched word by word; longer ones are cut (a pasted paragraph is not a query). */
export const MAX_QUERY_WORDS = 8;

/**
 * A word as PostgreSQL's text parser sees one: a decimal number ('4.1', one lexeme in the search vector),
 * else a run of letters and digits.
 */
const WORD = /\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}]+/gu;

/** The words of a query, lower-cased (see {@link WORD}). */
export function queryWords(query: string): string[] {
  return (query.toLowerCase().match(WORD) ?? []).slice(0, MAX_QUERY_WORDS);
}

/**
 * Shorter words match whole: '1:*' would expand to every lexeme that starts with 1 (a thousand at 100 000
 * products). The last word may be shorter by one, as it is often still being typed ('та' for suggestions).
 */
const SHORTEST_PREFIX = 3;

/**
 * Text for `to_tsquery('russian', …)`: every word required, each long enough ({@link SHORTEST_PREFIX}) as a
 * prefix ('тахограф 12 dtco 4.1' -> 'тахограф:* & 12 & dtco:* & 4.1:*'). Words hold only letters, digits and
 * a decimal point between digits, so no tsquery operator can be injected. Null for a query without words.
 */
export function prefixTsQuery(words: readonly string[]): string | null {
  const shortest = (i: number) => (i === words.length - 1 ? SHORTEST_PREFIX - 1 : SHORTEST_PREFIX);
  return words.length === 0 ? null : words.map((w, i) => (w.length >= shortest(i) ? `${w}:*` : w)).join(' & ');
}

/**
 * A {@link prefixTsQuery} restricted to the words of weight A in the search vector, the title and the
 * article (see SEARCH_VECTOR_SQL): 'датчик:* & 12' -> 'датчик:*A & 12:A'. The search vector's GIN
 * index answers it; a look-up on to_tsvector(title) of its own let the planner walk the title b-tree and
 * compute a vector per row instead (80 ms for a common word at 100 000 products). A whole word gets ':A'.
 */
export function titleTsQuery(tsquery: string): string {
  return tsquery
    .split(' & ')
    .map((term) => (term.endsWith(':*') ? `${term}A` : `${term}:A`))
    .join(' & ');
}

/** Everything the repository needs to run one search. */
export interface SearchPlan {
  /** The query as typed, trimmed. */
  text: string;
  words: string[];
  tsquery: string | null;
  /** The query in the other keyboard layout, when that differs. */
  switched: { text: string; words: string[]; tsquery: string | null } | null;
  /** The normalised article the query could be ('' when it has no letters or digits). */
  article: string;
}

/** Builds the {@link SearchPlan} of a query. */
export function planSearch(query: string): SearchPlan {
  const text = query.trim();
  const words = queryWords(text);
  const switchedText = switchLayout(text);
  const switchedWords = switchedText === null ? [] : queryWords(switchedText);
  return {
    text,
    words,
    tsquery: prefixTsQuery(words),
    switched:
      switchedText === null
        ? null
        : { text: switchedText, words: switchedWords, tsquery: prefixTsQuery(switchedWords) },
    article: normalizeArticle(text),
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

// Russian endings change the last letters ('тахограф' / 'тахографы' / 'тахографов'), and a typo is often
// at the end, so a word matches when both share the query word's stem: all but its last two letters, at
// least four.
function stemOf(word: string): string {
  return word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 2));
}

function matchesAny(word: string, stems: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return stems.some((stem) => lower.startsWith(stem));
}

/**
 * HTML-escaped `text` with the words matching the query words in `<mark>`; nothing else in the result is
 * markup, whatever the text holds.
 */
export function highlight(text: string, words: readonly string[]): string {
  const stems = words.filter((w) => w.length > 0).map(stemOf);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const word = match[0];
    if (!matchesAny(word, stems)) continue;
    out += `${escapeHtml(text.slice(last, start))}<mark>${escapeHtml(word)}</mark>`;
    last = start + word.length;
  }
  return out + escapeHtml(text.slice(last));
}

/** The article highlighted: whole when it is the article asked for (in any spelling), else word by word. */
export function highlightArticle(article: string, plan: Pick<SearchPlan, 'article' | 'words'>): string {
  const normalized = normalizeArticle(article);
  if (plan.article.length > 0 && normalized === plan.article) return `<mark>${escapeHtml(article)}</mark>`;
  return highlight(article, plan.words);
}

/** Plain text of rich-text HTML (tags dropped, the common entities decoded, spaces collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Characters of a description snippet around its first match. */
export const SNIPPET_LENGTH = 160;

/**
 * A snippet of the (rich-text) description around the first word matching the query, escaped and
 * highlighted; null when no word matches.
 */
export function descriptionSnippet(description: string | null, words: readonly string[]): string | null {
  if (description === null) return null;
  const text = plainText(description);
  const stems = words.filter((w) => w.length > 0).map(stemOf);
  const first = [...text.matchAll(WORD)].find((m) => matchesAny(m[0], stems));
  if (first === undefined) return null;
  let start = Math.max(0, first.index - Math.floor(SNIPPET_LENGTH / 3));
  // Start and end on word boundaries so no half-word is shown.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > first.index ? text.lastIndexOf(' ', end) : end;
  const body = highlight(text.slice(start, end), words);
  return `${start > 0 ? '… ' : ''}${body}${end < text.length ? ' …' : ''}`;
}
