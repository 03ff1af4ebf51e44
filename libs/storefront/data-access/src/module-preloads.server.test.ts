import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority } from './module-preloads.server';

const page =
  '<html><head><title>Тахограф — ТахоСнаб</title><link rel="stylesheet" href="/assets/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>' +
  '<body><p>Ёмкость датчика</p></body></html>';

const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
}

describe('lowerModulePreloadPriority', () => {
  it('marks every module preload low, and leaves the rest of the page as it was', async () => {
    await expect(through([Buffer.from(page)])).resolves.toBe(expected);
  });

  it('finds a tag split between chunks at any point, and keeps characters split between chunks whole', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      await expect(through([bytes.subarray(0, cut), bytes.subarray(cut)])).resolves.toBe(expected);
    }
  });

  it('passes a page without preloads through unchanged, byte by byte', async () => {
    const plain = Buffer.from('<html><body>Только текст: <link rel="module</body></html>');
    const oneByOne = [...plain].map((byte) => Buffer.from([byte]));
    await expect(through(oneByOne)).resolves.toBe(plain.toString());
  });
});
