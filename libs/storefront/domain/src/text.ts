export { fill } from '@shop/i18n-ru';

/**
 * The first `max` characters of `text`, counted in code points: a cut never splits a surrogate pair, whose lone half
 * the server would send as U+FFFD while the browser keeps it (a hydration mismatch, React error #418).
 */
export function takeCodePoints(text: string, max: number): string {
  let end = 0;
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    end += char.length;
    count += 1;
  }
  return text.slice(0, end);
}

/** The first letter of a title for a placeholder tile: its first whole code point after any leading whitespace. */
export function initialOf(title: string): string {
  return takeCodePoints(title.trimStart(), 1);
}
