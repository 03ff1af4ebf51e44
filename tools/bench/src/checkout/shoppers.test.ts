import { describe, expect, it } from 'vitest';
import { CHECKOUTS_PER_CUSTOMER, checkoutsAhead, CustomerRotation, customersPerConnection } from './shoppers.ts';

const customers = Array.from({ length: 5 }, (_, i) => ({ userId: `u${i}`, email: `c${i}@example.ru` }));

describe('the customers of a checkout connection', () => {
  it('hand over after the checkouts the API allows each, each signed in ahead from an address of its own', async () => {
    const signIns: { email: string; address: string }[] = [];
    const rotation = new CustomerRotation(customers, async (email, address) => {
      signIns.push({ email, address });
      return `token-of-${email}`;
    });
    await CustomerRotation.prepareAll([rotation], 15);
    expect(signIns.map((s) => s.email)).toEqual(['c0@example.ru', 'c1@example.ru']);
    expect(new Set(signIns.map((s) => s.address)).size).toBe(2);
    const seen: string[] = [];
    for (let i = 0; i < 2 * CHECKOUTS_PER_CUSTOMER; i++) {
      seen.push(rotation.current?.email ?? 'none');
      rotation.checkedOut();
    }
    expect(seen.filter((email) => email === 'c0@example.ru')).toHaveLength(CHECKOUTS_PER_CUSTOMER);
    expect(seen.slice(CHECKOUTS_PER_CUSTOMER).every((email) => email === 'c1@example.ru')).toBe(true);
    // Every signed-in customer has used its allowance: none is left until more are signed in.
    expect(rotation.current).toBeUndefined();
    await CustomerRotation.prepareAll([rotation], 100);
    expect(rotation.current?.authorization).toBe('Bearer token-of-c2@example.ru');
    // Never more than there are.
    expect(signIns).toHaveLength(customers.length);
  });

  it('are made and signed in for the most a connection could check out, or the warm-up’s rate with room', () => {
    expect(checkoutsAhead(10, { checkoutsPerConnection: 6, seconds: 2 })).toBe(45 + CHECKOUTS_PER_CUSTOMER);
    expect(checkoutsAhead(2)).toBeGreaterThan(checkoutsAhead(2, { checkoutsPerConnection: 6, seconds: 2 }));
    expect(customersPerConnection(12) * CHECKOUTS_PER_CUSTOMER).toBeGreaterThanOrEqual(checkoutsAhead(12));
  });
});
