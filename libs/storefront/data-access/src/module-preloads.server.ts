import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Gives the `<link rel="modulepreload">` tags of a server-rendered page (React Router's `<Scripts/>`) low fetch
 * priority. At their default high priority the hydration code (about 150 kB) shares a phone's bandwidth with the
 * page's styles and images and puts off the first paint by seconds; at low priority the browser fetches it at once
 * but after them, still in parallel rather than as a chain of imports.
 */
export function lowerModulePreloadPriority(): Transform {
  const decoder = new StringDecoder('utf8');
  // The end of the text so far that could be the start of a tag split between two chunks.
  let carry = '';
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const keep = partialTagLength(text);
      carry = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}

/** How many characters at the end of `text` begin {@link PRELOAD} without completing it. */
function partialTagLength(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
