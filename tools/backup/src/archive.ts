import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProgram } from './command';

/**
 * The archive is a gzipped tarball made and read by the system's tar (GNU tar or bsdtar: only options both know), as
 * the repository has no tar package.
 */

/**
 * Packs `members` (paths relative to `folder`; a path may pass through a link in `folder`, as `storage/` does to
 * STORAGE_DIR, and is stored under the name given) into the gzipped tarball `out`. It is written beside `out` and
 * renamed, so a failed or interrupted backup never leaves a truncated archive under the name. Returns its size.
 */
export async function packArchive(folder: string, members: readonly string[], out: string): Promise<number> {
  // The list sits in the folder but is no member of its own, so it stays out of the archive.
  const list = join(folder, '.members');
  // NUL-separated: a file name may hold any character but NUL, and tar then reads each name as it is.
  await writeFile(list, members.map((m) => `${m}\0`).join(''));
  const partial = `${out}.partial`;
  try {
    await runProgram('tar', ['-c', '-z', '-f', partial, '-C', folder, '--null', '-T', list]);
    await rename(partial, out);
  } finally {
    await rm(list, { force: true });
    await rm(partial, { force: true });
  }
  return (await stat(out)).size;
}

/**
 * Unpacks `archive` into the empty folder `into`. tar refuses members that would land outside it; the files become
 * the restoring user's, as the API's own writes are.
 */
export async function unpackArchive(archive: string, into: string): Promise<void> {
  await runProgram('tar', ['-x', '-z', '-f', archive, '-C', into, '--no-same-owner']);
}
