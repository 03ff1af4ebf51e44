import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferHydration, START_HYDRATION_SCRIPT } from './deferred-hydration.server';

const NONCE = 'bm9uY2Utb2YtcGFnZQ==';
const page =
  '<html><head><title>Тахограф — ТахоСнаб</title><link rel="stylesheet" href="/assets/a.css"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>' +
  `<body><p>Ёмкость датчика</p><script nonce="${NONCE}">window.__ctx = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script>` +
  '</body></html>';

const expected =
  '<html><head><title>Тахограф — ТахоСнаб</title><link rel="stylesheet" href="/assets/a.css"/>' +
  '<link rel="x-held-modulepreload" fetchpriority="low" href="/assets/entry.js"/><link rel="x-held-modulepreload" href="/assets/root.js"/></head>' +
  `<body><p>Ёмкость датчика</p><script nonce="${NONCE}">window.__ctx = {};</script>` +
  `<script nonce="${NONCE}" type="x-held-module" async="">import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script>` +
  `<script nonce="${NONCE}">${START_HYDRATION_SCRIPT}</script></body></html>`;

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferHydration(NONCE)));
}

describe('deferHydration', () => {
  it('holds the module preloads and the module script, adds the starter with the nonce, and leaves the rest', async () => {
    await expect(through([Buffer.from(page)])).resolves.toBe(expected);
  });

  it('finds a tag split between chunks at any point, and keeps characters split between chunks whole', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      await expect(through([bytes.subarray(0, cut), bytes.subarray(cut)])).resolves.toBe(expected);
    }
  });

  it('passes a page without scripts through unchanged but for the starter, byte by byte', async () => {
    const plain = Buffer.from('<html><body>Только текст: <link rel="module</bod</body></html>');
    const oneByOne = [...plain].map((byte) => Buffer.from([byte]));
    await expect(through(oneByOne)).resolves.toBe(
      `<html><body>Только текст: <link rel="module</bod<script nonce="${NONCE}">${START_HYDRATION_SCRIPT}</script></body></html>`,
    );
  });
});
