import { ErrorCode } from '@shop/errors';
import { describe, expect, it } from 'vitest';
import { requireConfirmedEmail } from './identity';

type UserRow = Parameters<typeof requireConfirmedEmail>[0];
const user = (emailConfirmedAt: Date | null) => ({ emailConfirmedAt }) as UserRow;

describe('requireConfirmedEmail', () => {
  it('lets a confirmed customer through', () => {
    expect(() => requireConfirmedEmail(user(new Date('2026-11-01T10:00:00Z')))).not.toThrow();
  });

  it('refuses an unconfirmed one with code 18 (403)', () => {
    expect(() => requireConfirmedEmail(user(null))).toThrow(
      expect.objectContaining({ code: ErrorCode.EmailNotConfirmed, status: 403 }),
    );
  });
});
