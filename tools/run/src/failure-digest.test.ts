import { describe, expect, it } from 'vitest';
import { DIGEST_MAX_LINES, failureDigest } from './failure-digest.ts';

describe('failureDigest', () => {
  it('starts at Vitest’s failed-tests banner and drops the colours', () => {
    const output = [
      ' \u001b[32m✓\u001b[39m src/a.test.ts (3 tests)',
      '\u001b[31m⎯⎯⎯ Failed Tests 1 ⎯⎯⎯\u001b[39m',
      ' FAIL  src/b.test.ts > checkout > keeps the numbers gapless',
      'AssertionError: expected 39 to be 40',
    ].join('\n');
    expect(failureDigest(output)).toBe(
      [
        '⎯⎯⎯ Failed Tests 1 ⎯⎯⎯',
        ' FAIL  src/b.test.ts > checkout > keeps the numbers gapless',
        'AssertionError: expected 39 to be 40',
      ].join('\n'),
    );
  });

  it('starts at Playwright’s first numbered failure', () => {
    const output = 'Running 3 tests\n  ok 1\n  1) [chromium] › src/cart.spec.ts:5:1 › adds a line\n    Error: timeout';
    expect(failureDigest(output)).toBe('  1) [chromium] › src/cart.spec.ts:5:1 › adds a line\n    Error: timeout');
  });

  it('keeps the last lines of an output that names no failure, at most the limit', () => {
    const lines = Array.from({ length: DIGEST_MAX_LINES + 5 }, (_, index) => `line ${index}`);
    const digest = failureDigest(lines.join('\n')).split('\n');
    expect(digest).toHaveLength(DIGEST_MAX_LINES);
    expect(digest[0]).toBe('line 5');
    expect(digest.at(-1)).toBe(`line ${DIGEST_MAX_LINES + 4}`);
  });
});
