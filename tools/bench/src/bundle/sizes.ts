import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes of a set of built files: as written, gzipped (level 9) and brotli-compressed (quality 11), each file alone. */
export interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** What `files` (paths relative to `root`) weigh together; each file counts once however often it is named. */
export function weigh(root: string, files: Iterable<string>): Weight {
  const weight: Weight = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of new Set(files)) {
    const bytes = readFileSync(join(root, file));
    weight.files += 1;
    weight.raw += bytes.length;
    weight.gzip += gzipSync(bytes, { level: 9 }).length;
    weight.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return weight;
}
