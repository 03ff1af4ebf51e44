import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  assertSafeLocation,
  contentTypeOf,
  publicUrlOf,
  type FileRef,
  type FileStorage,
  type StoredObject,
} from './file-storage';

/** Files on local disk under `root/<bucket>/<path>`; the default backend. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  /** Absolute directory holding one folder per bucket. */
  readonly root: string;

  constructor(
    root: string,
    private readonly publicBaseUrl: string,
  ) {
    this.root = resolve(root);
  }

  async put(bucket: string, path: string, body: Uint8Array, _contentType: string): Promise<void> {
    const file = this.fileOf(bucket, path);
    await mkdir(dirname(file), { recursive: true });
    // Write beside and rename, so a reader never sees half a file.
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, body);
      await rename(temp, file);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async get(bucket: string, path: string): Promise<StoredObject | null> {
    try {
      const body = await readFile(this.fileOf(bucket, path));
      return { body, contentType: contentTypeOf(path), size: body.length };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR')
        return null;
      throw err;
    }
  }

  async delete(bucket: string, path: string): Promise<void> {
    await rm(this.fileOf(bucket, path), { force: true });
  }

  publicUrl(ref: FileRef): string {
    return publicUrlOf(this.publicBaseUrl, ref);
  }

  private fileOf(bucket: string, path: string): string {
    const file = join(this.root, bucket, ...assertSafeLocation(bucket, path));
    // Defence in depth: the checks above already forbid '..', but the resolved file must stay inside root.
    if (!file.startsWith(this.root + sep)) throw new Error('Storage path escaped its root');
    return file;
  }
}
