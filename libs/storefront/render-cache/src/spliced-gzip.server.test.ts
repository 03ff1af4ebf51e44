import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { spliceGzip, splicePlain, splitPage } from './spliced-gzip.server';

const MARK = 'CspNoncePlaceholder0Storefront';
/** A nonce of the real length: 16 random bytes in base64. */
const NONCE = [{ placeholder: MARK }];
const NONCE_24 = [{ placeholder: MARK, fillBytes: 24 }];
const nonce = () => randomBytes(16).toString('base64');

/** The page spliced both ways around `fill`, and the page as it should read. */
async function spliced(html: string, fill: string) {
  const page = await splitPage(Buffer.from(html), NONCE);
  const expected = html.replaceAll(MARK, fill);
  return {
    page,
    expected,
    gzip: gunzipSync(spliceGzip(page, [Buffer.from(fill)])).toString('utf8'),
    plain: splicePlain(page, [Buffer.from(fill)]).toString('utf8'),
  };
}

describe('a page spliced around fresh text', () => {
  const pages: [string, string][] = [
    ['no placeholder', '<!DOCTYPE html><html><body><p>Тахограф «Меркурий»</p></body></html>'],
    ['one', `<script nonce="${MARK}">1</script><p>цена 1 000 ₽</p>`],
    [
      'several, two of them adjacent',
      `<head><script nonce="${MARK}">a</script>${MARK}${MARK}<p>Датчик</p><script nonce="${MARK}" type="module">b</script>`,
    ],
    ['starting and ending with one', `${MARK}<p>ё</p>${MARK}`],
    ['nothing but one', MARK],
    ['empty', ''],
    ['multi-byte UTF-8 against it', `ж${MARK}😀${MARK}₽`],
    [
      'long, compressible and not',
      `${'<li>Датчик скорости</li>'.repeat(4000)}${MARK}${randomBytes(40_000).toString('base64')}${MARK}${'x'.repeat(70_000)}`,
    ],
  ];
  for (const [name, html] of pages) {
    it(`gunzips to the page with the fill in every placeholder: ${name}`, async () => {
      const fill = nonce();
      expect(fill).toHaveLength(24);
      const { gzip, plain, expected, page } = await spliced(html, fill);
      expect(gzip).toBe(expected);
      expect(plain).toBe(expected);
      expect(page.plain).toHaveLength(html.split(MARK).length);
    });
  }

  it('gives each fill its own valid stream, an empty one and one longer than a stored block included', async () => {
    const html = `<p>${MARK}</p>`.repeat(3);
    const fills = [nonce(), nonce(), '', 'ы'.repeat(0xffff), 'ж'.repeat(0x20000)];
    for (const fill of fills) expect((await spliced(html, fill)).gzip).toBe(html.replaceAll(MARK, fill));
    const page = await splitPage(Buffer.from(html), NONCE);
    const [a, b] = [
      spliceGzip(page, [Buffer.from(fills[0] as string)]),
      spliceGzip(page, [Buffer.from(fills[1] as string)]),
    ];
    expect(a.equals(b)).toBe(false);
    expect(() => spliceGzip(page, [])).toThrow(RangeError);
  });

  it('carries the CRC-32 over the kept pieces as reading the whole page would', async () => {
    const html = `${randomBytes(5000).toString('hex')}${MARK}${randomBytes(7).toString('hex')}${MARK}${MARK}ж`;
    const fill = nonce();
    const gzip = spliceGzip(await splitPage(Buffer.from(html), NONCE), [Buffer.from(fill)]);
    const whole = Buffer.from(html.replaceAll(MARK, fill));
    expect(gzip.readUInt32LE(gzip.length - 8)).toBe(crc32(whole));
    expect(gzip.readUInt32LE(gzip.length - 4)).toBe(whole.length);
  });

  it('compresses the page once: the pieces together are about as small as gzip of the page', async () => {
    const html = `<script nonce="${MARK}">1</script>${'<li>Датчик скорости</li>'.repeat(2000)}<script nonce="${MARK}">2</script>`;
    const page = await splitPage(Buffer.from(html), NONCE);
    expect(spliceGzip(page, [Buffer.from(nonce())]).length).toBeLessThan(Buffer.byteLength(html) / 20);
  });
});

describe('a page compressed across its gaps (fills of one length)', () => {
  const html = `<!DOCTYPE html><script nonce="${MARK}">1</script>${'<li>Датчик скорости «Меркурий»</li>'.repeat(3000)}<script nonce="${MARK}">2</script>${MARK}${MARK}ж${'<li>Датчик скорости «Меркурий»</li>'.repeat(50)}${MARK}`;

  it('gunzips to the page with every fill of that length, and refuses another length', async () => {
    const page = await splitPage(Buffer.from(html), NONCE_24);
    expect(page.fillBytes).toEqual([24]);
    for (const fill of [nonce(), nonce(), 'ÿ'.repeat(12), '\u0000'.repeat(24)]) {
      expect(gunzipSync(spliceGzip(page, [Buffer.from(fill)])).toString('utf8')).toBe(html.replaceAll(MARK, fill));
    }
    expect(() => spliceGzip(page, [Buffer.from('short')])).toThrow(RangeError);
  });

  it('is as small as gzip of the whole page, where pieces on their own are not', async () => {
    const rows = Array.from(
      { length: 300 },
      (_, i) =>
        `<li><a href="/product/datchik-${i}">Датчик скорости «Меркурий» ТА-${(i * 7919) % 1000}</a><span>${(i * 37) % 9000} ₽</span></li>`,
    ).join('');
    const html = `<!DOCTYPE html><script nonce="${MARK}">1</script>${rows}<script nonce="${MARK}">2</script>${rows.slice(0, 5000)}<script nonce="${MARK}">3</script>`;
    const whole = gzipSync(Buffer.from(html.replaceAll(MARK, nonce())), { level: 6 }).length;
    const across = spliceGzip(await splitPage(Buffer.from(html), NONCE_24), [Buffer.from(nonce())]).length;
    const alone = spliceGzip(await splitPage(Buffer.from(html), NONCE), [Buffer.from(nonce())]).length;
    expect(across).toBeLessThan(whole * 1.05);
    expect(alone).toBeGreaterThan(across);
  });

  it('compresses a body holding an 0xFF byte piece by piece, for fills of any length', async () => {
    const body = Buffer.concat([Buffer.from(`a${MARK}b`), Buffer.from([0xff]), Buffer.from(`c${MARK}`)]);
    const page = await splitPage(body, NONCE_24);
    expect(page.fillBytes).toEqual([undefined]);
    const fill = Buffer.from('другой длины');
    const expected = Buffer.concat([
      Buffer.from('a'),
      fill,
      Buffer.from('b'),
      Buffer.from([0xff]),
      Buffer.from('c'),
      fill,
    ]);
    expect(gunzipSync(spliceGzip(page, [fill])).equals(expected)).toBe(true);
  });

  for (const [name, text] of [
    ['several adjacent and at both ends', `${MARK}${MARK}<p>ё</p>${MARK}x${MARK}`],
    [
      'long, compressible and not',
      `${'<li>Датчик</li>'.repeat(4000)}${MARK}${randomBytes(40_000).toString('base64')}${MARK}${'<li>Датчик</li>'.repeat(4000)}`,
    ],
  ]) {
    it(`gunzips right: ${name}`, async () => {
      const fill = nonce();
      const page = await splitPage(Buffer.from(text as string), NONCE_24);
      expect(gunzipSync(spliceGzip(page, [Buffer.from(fill)])).toString('utf8')).toBe(
        (text as string).replaceAll(MARK, fill),
      );
    });
  }
});

describe('a page with two kinds of gap: a nonce of one length and the shopper’s data of any', () => {
  const DATA = 'ShopperPersonalPlaceholder0Storefront';
  const GAPS = [{ placeholder: MARK, fillBytes: 24 }, { placeholder: DATA }];
  const rows = Array.from(
    { length: 300 },
    (_, i) =>
      `<li><a href="/product/datchik-${i}">Датчик «Меркурий» ТА-${(i * 7919) % 1000}</a><span>${(i * 37) % 9000} ₽</span></li>`,
  ).join('');
  const html = `<!DOCTYPE html><script nonce="${MARK}">1</script>${rows}<script nonce="${MARK}">2</script>${rows.slice(0, 3000)}<script type="application/json">${DATA}</script><script nonce="${MARK}">3</script></body></html>`;

  it('puts each kind’s fill in its own gaps, gzip and plain, whatever the data’s length', async () => {
    const page = await splitPage(Buffer.from(html), GAPS);
    expect(page.kinds).toEqual([0, 0, 1, 0]);
    expect(page.fillBytes).toEqual([24, undefined]);
    for (const data of ['', '{"user":{"firstName":"Ирина"}}', `{"cart":"${'ы'.repeat(70_000)}"}`]) {
      const fill = nonce();
      const expected = html.replaceAll(MARK, fill).replace(DATA, data);
      const fills = [Buffer.from(fill), Buffer.from(data)];
      expect(gunzipSync(spliceGzip(page, fills)).toString('utf8')).toBe(expected);
      expect(splicePlain(page, fills).toString('utf8')).toBe(expected);
    }
  });

  it('still compresses about as well as gzip of the whole page', async () => {
    const page = await splitPage(Buffer.from(html), GAPS);
    const fills = [Buffer.from(nonce()), Buffer.from('{"user":null}')];
    const whole = gzipSync(splicePlain(page, fills), { level: 6 }).length;
    expect(spliceGzip(page, fills).length).toBeLessThan(whole * 1.05);
  });
});
