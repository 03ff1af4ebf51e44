import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** What React Router's `<Scripts/>` writes, and the inert form each is held in until the page has painted. */
const HELD_PRELOAD = 'x-held-modulepreload';
const HELD_MODULE = 'x-held-module';
const REWRITES: readonly (readonly [string, string])[] = [
  ['<link rel="modulepreload"', `<link rel="${HELD_PRELOAD}"`],
  [' type="module" async="">', ` type="${HELD_MODULE}" async="">`],
];
const BODY_END = '</body>';

/**
 * Starts the held hydration code once the page has loaded, the images in view have too, and the next frame has
 * painted (or after 3 s, whichever is first): the module
 * preloads go into the head as real ones, and the module script that imports the routes and the entry runs as a new
 * element with this script's nonce. React 19 skips the elements it did not render when it hydrates.
 */
export const START_HYDRATION_SCRIPT = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const held of document.querySelectorAll('link[rel="${HELD_PRELOAD}"]')) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = held.href;
      link.nonce = nonce;
      document.head.append(link);
    }
    const held = document.querySelector('script[type="${HELD_MODULE}"]');
    if (held === null) return;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = held.textContent;
    document.head.append(script);
  };
  const inView = (image) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  // Lazy images in view may still be loading at the load event, and the largest paint may be one of them.
  const shown = (image) => image.decode().catch(() => undefined);
  const afterPaint = () =>
    Promise.all([...document.images].filter((image) => !image.complete && inView(image)).map(shown)).then(() =>
      requestAnimationFrame(() => setTimeout(start, 0)),
    );
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
  setTimeout(start, 3000);
})();`;

/**
 * Holds a server-rendered page's hydration code (React Router's `<Scripts/>`: about 150 kB of module preloads and the
 * module script that imports them) until the page has loaded and painted, and adds the script that then starts it
 * (with the page's `nonce`) before `</body>`. Fetched at once, that code shares a phone's bandwidth and main thread
 * with the styles and images and puts the largest paint off by more than a second (issue #27); the page is readable
 * and its links work before it runs, and what needs it (the cart buttons, the search box's suggestions) follows.
 */
export function deferHydration(nonce: string): Transform {
  const decoder = new StringDecoder('utf8');
  const patterns = [...REWRITES.map(([from]) => from), BODY_END];
  const rewrite = (text: string) =>
    REWRITES.reduce((page, [from, to]) => page.replaceAll(from, to), text).replace(
      BODY_END,
      `<script nonce="${nonce}">${START_HYDRATION_SCRIPT}</script>${BODY_END}`,
    );
  // The end of the text so far that could be the start of a pattern split between two chunks.
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const keep = partialPatternLength(text, patterns);
      carry = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}

/** How many characters at the end of `text` begin one of `patterns` without completing it (the longest such). */
function partialPatternLength(text: string, patterns: readonly string[]): number {
  const longest = Math.max(...patterns.map((pattern) => pattern.length));
  for (let length = Math.min(longest - 1, text.length); length > 0; length -= 1) {
    const tail = text.slice(text.length - length);
    if (patterns.some((pattern) => pattern.length > length && pattern.startsWith(tail))) return length;
  }
  return 0;
}
