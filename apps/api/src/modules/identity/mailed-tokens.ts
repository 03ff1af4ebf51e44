import type { Db } from '../../db/database';
import { hashToken, newOpaqueToken } from './tokens';
import { insertOneTimeToken, type OneTimeTokenPurpose } from './repository';

const HOUR_MS = 60 * 60 * 1000;

/** Stores a new single-use token for a letter to `email`, valid for `ttlHours`; returns the token for the link. */
export async function issueMailedToken(
  db: Db,
  values: { userId: string; email: string; purpose: OneTimeTokenPurpose; ttlHours: number; now: Date },
): Promise<string> {
  const token = newOpaqueToken();
  await insertOneTimeToken(db, {
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: hashToken(token),
    email: values.email,
    expiresAt: new Date(values.now.getTime() + values.ttlHours * HOUR_MS),
    now: values.now,
  });
  return token;
}
