import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AppConfig } from '../../config';

/**
 * The configuration with a JWT secret: `JWT_SECRET` when set; otherwise (never in production, which
 * the configuration refuses) a secret generated once and kept in `file`, so restarts keep sessions.
 */
export async function resolveJwtSecret(config: AppConfig, file: string): Promise<AppConfig> {
  if (config.auth.jwtSecret !== undefined) return config;
  let secret: string;
  try {
    secret = (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    secret = '';
  }
  if (secret.length < 32) {
    secret = randomBytes(48).toString('base64url');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
  }
  return { ...config, auth: { ...config.auth, jwtSecret: secret } };
}
