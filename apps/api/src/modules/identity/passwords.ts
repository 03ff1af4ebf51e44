import argon2 from 'argon2';

/**
 * argon2id parameters: OWASP's first recommended configuration (m = 19 MiB, t = 2, p = 1), about 50 ms
 * per hash on one core here. Stored hashes carry their parameters, so raising these later still
 * verifies old hashes; `needsRehash` tells when to upgrade one at the next sign-in.
 */
export const ARGON2_PARAMETERS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id (PHC string, salt and parameters inside). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_PARAMETERS);
}

/** True when `password` matches `hash`; a malformed hash never matches. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, ARGON2_PARAMETERS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no user, so the reply time does not tell whether
 * an email is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a password of anyone');
  await verifyPassword(await dummyHash, password);
  return false;
}
