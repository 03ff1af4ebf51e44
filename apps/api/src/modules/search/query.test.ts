import { describe, expect, it } from 'vitest';
import {
  descriptionSnippet,
  escapeHtml,
  highlight,
  highlightArticle,
  normalizeArticle,
  planSearch,
  prefixTsQuery,
  queryWords,
  switchLayout,
  titleTsQuery,
} from './query';

describe('keyboard layout', () => {
  it('reads Latin keys typed in the English layout as the Russian word meant', () => {
    expect(switchLayout('nf[juhfa')).toBe('тахограф');
    expect(switchLayout('lfnxbr ehjdyz njgkbdf')).toBe('датчик уровня топлива');
    expect(switchLayout('RFHNF DJLBNTKZ')).toBe('КАРТА ВОДИТЕЛЯ');
  });

  it('reads Russian letters typed in the Russian layout as the Latin word meant', () => {
    expect(switchLayout('ьфпшыекфд')).toBe('magistral');
    expect(switchLayout('ВЕСЩ')).toBe('DTCO');
  });

  it('gives null when there is nothing to switch', () => {
    expect(switchLayout('4.1 / 12')).toBeNull();
    expect(switchLayout('')).toBeNull();
  });
});

describe('article normalisation', () => {
  it('makes every spelling of one article the same key', () => {
    const keys = ['DTCO 4.1', 'dtco4.1', 'DTCO-4.1', ' dtco_4/1 '].map(normalizeArticle);
    expect(new Set(keys)).toEqual(new Set(['dtco41']));
    expect(normalizeArticle('СКЗИ-НКМ 2.11')).toBe('скзинкм211');
  });
});

describe('query building', () => {
  it('splits a query into lower-case words and makes each a required prefix', () => {
    expect(queryWords('Тахограф  DTCO-4.1!')).toEqual(['тахограф', 'dtco', '4.1']);
    expect(prefixTsQuery(['тахограф', 'dtco'])).toBe('тахограф:* & dtco:*');
    expect(prefixTsQuery([])).toBeNull();
  });

  it('matches words shorter than three characters whole, but for a last one of two: a one-digit prefix would expand to a thousand lexemes', () => {
    expect(prefixTsQuery(queryWords('датчик 12 в 4.1 gps'))).toBe('датчик:* & 12 & в & 4.1:* & gps:*');
    expect(prefixTsQuery(queryWords('датчик 12'))).toBe('датчик:* & 12:*');
    expect(prefixTsQuery(queryWords('та'))).toBe('та:*');
    expect(prefixTsQuery(queryWords('ДУТ 1'))).toBe('дут:* & 1');
  });

  it('restricts every prefix to the title and article words (weight A) for the title look-up', () => {
    expect(titleTsQuery('тахограф:* & dtco:*')).toBe('тахограф:*A & dtco:*A');
    expect(titleTsQuery('dtco:* & 12')).toBe('dtco:*A & 12:A');
  });

  it('leaves no tsquery operator of the input in the tsquery', () => {
    const plan = planSearch("a & !b | c:* <-> 'd' (e)");
    expect(plan.tsquery).toBe('a & b & c & d & e');
  });

  it('plans the typed query, its other layout and its article key', () => {
    const plan = planSearch('  nf[juhfa ');
    expect(plan).toMatchObject({ text: 'nf[juhfa', words: ['nf', 'juhfa'], article: 'nfjuhfa' });
    expect(plan.switched).toEqual({ text: 'тахограф', words: ['тахограф'], tsquery: 'тахограф:*' });
  });
});

describe('highlighting', () => {
  it('marks word forms of the query words', () => {
    expect(highlight('Тахографы и карты водителя', ['тахограф', 'карта'])).toBe(
      '<mark>Тахографы</mark> и <mark>карты</mark> водителя',
    );
  });

  it('escapes everything but its own marks', () => {
    const html = highlight('<script>alert("тахограф")</script> & тахограф', ['тахограф']);
    expect(html).toBe(
      '&lt;script&gt;alert(&quot;<mark>тахограф</mark>&quot;)&lt;/script&gt; &amp; <mark>тахограф</mark>',
    );
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;');
  });

  it('marks the whole article when it is the one asked for, in any spelling', () => {
    const plan = planSearch('dtco-4.1');
    expect(highlightArticle('DTCO 4.1', plan)).toBe('<mark>DTCO 4.1</mark>');
    expect(highlightArticle('VDO <1>', planSearch('vdo'))).toBe('<mark>VDO</mark> &lt;1&gt;');
  });

  it('cuts a plain-text snippet around the first match of a rich-text description', () => {
    const description = `<p>${'Вступление. '.repeat(30)}</p><p>Цифровой <b>тахограф</b> с блоком СКЗИ &amp; ГЛОНАСС.</p>`;
    const snippet = descriptionSnippet(description, ['тахограф']);
    expect(snippet).toContain('<mark>тахограф</mark> с блоком СКЗИ &amp; ГЛОНАСС.');
    expect(snippet?.startsWith('… ')).toBe(true);
    expect(snippet).not.toContain('<p>');
    expect(descriptionSnippet(description, ['трекер'])).toBeNull();
    expect(descriptionSnippet(null, ['трекер'])).toBeNull();
  });
});
