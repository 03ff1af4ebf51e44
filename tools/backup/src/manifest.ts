import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { BackupError } from './errors';

/** The archive's table of contents, its first member. */
export const MANIFEST_FILE = 'manifest.json';
/** The folder of the archive that holds the storage's files, bucket folders first, as STORAGE_DIR does. */
export const STORAGE_FOLDER = 'storage';
/** The database's file in the archive, per engine: pg_dump's custom format, or PGlite's own gzipped tarball. */
export const DATABASE_FILE = { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' } as const;

/** Raised whenever what the archive holds changes shape; a restore refuses versions it does not know. */
export const FORMAT_VERSION = 1;

const MigrationsSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  last: v.nullable(v.string()),
});

const ManifestSchema = v.object({
  format: v.literal('shop-backup'),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  engine: v.picklist(['postgres', 'pglite']),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  migrations: MigrationsSchema,
  database: v.object({
    file: v.string(),
    users: v.pipe(v.number(), v.integer(), v.minValue(0)),
    orders: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  // S3: nothing of the bucket is in the archive (the provider's tools back it up).
  files: v.variant('storage', [
    v.object({
      storage: v.literal('local'),
      count: v.pipe(v.number(), v.integer(), v.minValue(0)),
      bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    v.object({ storage: v.literal('s3') }),
  ]),
});

export type Manifest = v.InferOutput<typeof ManifestSchema>;

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of an unpacked archive; refuses a file that is not a backup of this shop, or one from a newer format. */
export async function readManifest(folder: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(join(folder, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new BackupError(`В архиве нет ${MANIFEST_FILE}: это не резервная копия магазина.`);
  }
  const version = (raw as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > FORMAT_VERSION)
    throw new BackupError(
      `Архив формата ${version} сделан более новой версией магазина (эта знает формат ${FORMAT_VERSION}): обновите код.`,
    );
  const parsed = v.safeParse(ManifestSchema, raw);
  if (!parsed.success)
    throw new BackupError(
      `${MANIFEST_FILE} архива повреждён: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`.trim()).join('; ')}`,
    );
  return parsed.output;
}
