import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { hashPassword } from '../identity/passwords';
import { hasRootUser, insertUser } from './repository';

/** The account created on an empty database, with the password when it was generated (to print once). */
export interface FirstRoot {
  email: string;
  generatedPassword: string | undefined;
}

/**
 * Creates the first root when there is no root account yet (the demo seed may already have added its
 * customer): from `ADMIN_EMAIL` / `ADMIN_PASSWORD`, or with a generated password that the caller prints
 * once. Returns undefined when a root exists.
 */
export async function ensureFirstRoot(
  db: Db,
  config: AppConfig['firstRoot'],
  clock: Clock,
): Promise<FirstRoot | undefined> {
  if (await hasRootUser(db)) return undefined;
  const generatedPassword = config.password === undefined ? randomBytes(12).toString('base64url') : undefined;
  const passwordHash = await hashPassword(config.password ?? (generatedPassword as string));
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Another process may have created it meanwhile: check again inside the transaction.
    if (await hasRootUser(tx)) return undefined;
    await insertUser(tx, {
      email: config.email,
      passwordHash,
      role: 'root',
      emailConfirmedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return { email: config.email, generatedPassword };
  });
}
