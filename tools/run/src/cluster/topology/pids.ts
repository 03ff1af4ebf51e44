import { readdir, readFile } from 'node:fs/promises';

/**
 * The process whose command line holds `entry` and whose environment sets `variable=value` (how the cluster tells its
 * processes their ports): read from /proc, so the test kills exactly the process it means.
 */
export async function pidOf(entry: string, variable: string, value: string): Promise<number | undefined> {
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = await readFile(`/proc/${name}/cmdline`, 'utf8');
      if (!cmdline.includes(entry)) continue;
      const environ = (await readFile(`/proc/${name}/environ`, 'utf8')).split('\0');
      if (environ.includes(`${variable}=${value}`)) return Number(name);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return undefined;
}
