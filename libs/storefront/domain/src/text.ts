/** Fills `{name}` placeholders of a UI string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

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
