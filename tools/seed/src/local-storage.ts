import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The API's local storage layout: `<dir>/<bucket><path>` (LocalFileStorage; an app cannot be imported). */
export function storageOf(dir: string) {
  return async (bucket: string, path: string, body: Uint8Array) => {
    const file = join(dir, bucket, ...path.split('/').filter((s) => s !== ''));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  };
}
