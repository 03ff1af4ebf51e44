import { describe, expect, it } from 'vitest';
import { fill, initialOf, takeCodePoints } from './text';

describe('fill', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(fill('{a} и {b}', { a: 1 })).toBe('1 и {b}');
  });
});

describe('takeCodePoints and initialOf', () => {
  it('never split a surrogate pair (a lone half is U+FFFD in the server’s HTML, a mismatch on hydration)', () => {
    expect(initialOf('👩‍👩‍👧 Семья')).toBe('👩');
    expect(initialOf('🏳️‍🌈')).toBe('🏳');
    expect(initialOf('  Тахографы')).toBe('Т');
    expect(initialOf('')).toBe('');
    expect(takeCodePoints('ab😀cd', 3)).toBe('ab😀');
    expect(takeCodePoints('😀'.repeat(300), 200)).toBe('😀'.repeat(200));
    expect(takeCodePoints('коротко', 200)).toBe('коротко');
  });
});
