import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './redis';

describe('reconnectDelay', () => {
  it('tries again soon after Redis goes away and never waits more than half a second', () => {
    expect(reconnectDelay(1)).toBe(50);
    expect(reconnectDelay(4)).toBe(200);
    expect(Math.max(...Array.from({ length: 1000 }, (_, i) => reconnectDelay(i + 1)))).toBe(500);
  });
});
