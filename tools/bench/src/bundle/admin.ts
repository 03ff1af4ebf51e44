import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

type ViteManifest = Record<string, ManifestChunk>;

/** Reads the admin build's Vite manifest (`build.manifest` in apps/admin/vite.config.ts). */
export function readAdminManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** The files of a chunk and of every chunk it imports statically (not its dynamic imports, which load later). */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const filesOf = (manifest: ViteManifest, keys: Iterable<string>) =>
  [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));

/** The JavaScript a first visit to the sign-in screen loads: the entry and what it imports statically. */
export function adminEntryLoad(manifest: ViteManifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the admin manifest has no entry');
  return filesOf(manifest, closure(manifest, entry));
}

/** The lazily loaded chunks of the admin (the shell and each feature's pages), by name. */
export function adminLazyChunks(manifest: ViteManifest): { name: string; files: string[] }[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ name: chunk.name ?? key, files: filesOf(manifest, closure(manifest, key)) }));
}
