/**
 * What a failed step said about its failure, for the end of `npm test`'s output: CI keeps only the tail of a long
 * run, and the steps' own failure reports sit far above it.
 */

/** How many lines of a failed step's output the digest keeps at most. */
export const DIGEST_MAX_LINES = 120;

// Vitest's "Failed Tests" banner, Playwright's numbered failures, Nx's list of failed tasks: each starts the part of a
// runner's output that names what failed and why.
const FAILURE_MARKERS = [/Failed Tests \d+/, /^\s+\d+\) \[/m, /Failed tasks:/];

// eslint-disable-next-line no-control-regex -- the escape sequences are what this strips
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * The part of a step's output that explains its failure: from the first failure marker on, or the output's last lines
 * when no runner printed one; at most {@link DIGEST_MAX_LINES} lines, without terminal colours.
 */
export function failureDigest(output: string): string {
  const plain = output.replace(ANSI, '');
  const starts = FAILURE_MARKERS.map((marker) => plain.search(marker)).filter((at) => at >= 0);
  // From the start of the marker's line, so that a banner stays whole.
  const from = starts.length > 0 ? plain.lastIndexOf('\n', Math.min(...starts)) + 1 : 0;
  const lines = plain.slice(from).trimEnd().split('\n');
  return (starts.length > 0 ? lines.slice(0, DIGEST_MAX_LINES) : lines.slice(-DIGEST_MAX_LINES)).join('\n');
}
