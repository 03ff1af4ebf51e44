import { lstat, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';

/** A file under a folder: its path relative to the folder (with `/`), and its size in bytes. */
export interface ListedFile {
  path: string;
  size: number;
}

/**
 * The regular files under `dir` (none when it does not exist), sorted. The API writes each file beside its place as
 * `<name>.<uuid>.tmp` and renames it (LocalFileStorage.put), so a `.tmp` is a write in flight, never a stored file:
 * those are left out, as are links, which the API never makes.
 */
export async function listFiles(dir: string): Promise<ListedFile[]> {
  const found: ListedFile[] = [];
  const walk = async (relative: string) => {
    let entries;
    try {
      entries = await readdir(join(dir, relative), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' && relative === '') return;
      throw err;
    }
    for (const entry of entries) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !entry.name.endsWith('.tmp'))
        found.push({ path, size: (await lstat(join(dir, path))).size });
    }
  };
  await walk('');
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** True when `dir` does not exist or holds nothing at all. */
export async function isMissingOrEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Moves `dir` out of a restore's way to a sibling named after the moment, and returns where it went: a restore with
 * --force replaces what is there, but never deletes it.
 */
export async function moveAside(dir: string, stamp: string): Promise<string> {
  const aside = `${dir}.before-restore-${stamp}`;
  await rename(dir, aside);
  return aside;
}
