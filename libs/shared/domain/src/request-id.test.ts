import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

describe('requestIdOf', () => {
  const create = () => 'made-here-0001';

  it('keeps a plain id from the caller (nginx, a UUID)', () => {
    expect(requestIdOf('3f2a9c0e5b7d41e6a8c2f0b9d4e7a1c3', create)).toBe('3f2a9c0e5b7d41e6a8c2f0b9d4e7a1c3');
    expect(requestIdOf('0b6f1d7e-5a43-4c1e-9d8e-2f6a3b1c7d01', create)).toBe('0b6f1d7e-5a43-4c1e-9d8e-2f6a3b1c7d01');
  });

  it('makes a new one for a missing, short, long or log-breaking value', () => {
    for (const given of [undefined, ['a', 'b'], 'short', 'x'.repeat(129), 'id with spaces', 'line\nbreak-000'])
      expect(requestIdOf(given, create)).toBe('made-here-0001');
  });
});
