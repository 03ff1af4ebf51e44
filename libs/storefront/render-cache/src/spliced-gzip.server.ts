import { promisify } from 'node:util';
import { constants as zlib, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** The most bytes a gap may take: one stored deflate block. */
export const MAX_GAP_BYTES = 0xffff;

/** The deflate window: how far back a piece may refer. */
const WINDOW = 32 * 1024;

/**
 * A page cut at each occurrence of a placeholder, every piece compressed once, so that each response can fill the gaps
 * with new text (the CSP nonce) and still go out as gzip without compressing the page again (see {@link spliceGzip}).
 */
export interface SplitPage {
  /** The page's bytes between the placeholders: one piece more than there are gaps. */
  plain: Buffer[];
  /**
   * Each piece as raw deflate ending on a byte boundary (a full flush); the last piece ends the stream (BFINAL). A
   * piece may refer back past the gaps before it, never into one (see {@link splitPage}).
   */
  deflated: Buffer[];
  /** The fill length the pieces were compressed for (their back-references span gaps of that size); unset: any. */
  fillBytes?: number;
  /** CRC-32 of each plain piece. */
  crcs: number[];
  /** For each piece, x^(8·its length) mod the CRC polynomial: what carries a CRC over the piece (zlib's crc32_combine). */
  shifts: number[];
  /** Bytes of the pieces, gaps empty. */
  length: number;
  /** Bytes kept: the plain and the compressed pieces. */
  bytes: number;
}

/**
 * Cuts `body` at each `placeholder` (none given or found: one piece) and compresses each piece (gzip level 6).
 *
 * With `fillBytes`, the length every fill will have, each piece is compressed with the page before it as its
 * dictionary, each gap in it held by that many 0xFF bytes, so it compresses about as well as the whole page would.
 * That is sound because 0xFF never occurs in UTF-8: a match copies bytes equal to the piece's own, so it never takes
 * one from a gap, and the gaps' fixed length keeps every distance right whatever text fills them. A body that has
 * an 0xFF byte is compressed piece by piece without dictionaries (and takes fills of any length).
 */
export async function splitPage(body: Buffer, placeholder?: string, fillBytes?: number): Promise<SplitPage> {
  const plain: Buffer[] = [];
  if (placeholder) {
    const mark = Buffer.from(placeholder);
    let start = 0;
    for (let at = body.indexOf(mark); at !== -1; at = body.indexOf(mark, start)) {
      plain.push(body.subarray(start, at));
      start = at + mark.length;
    }
    plain.push(body.subarray(start));
  } else {
    plain.push(body);
  }
  const last = plain.length - 1;
  const spans = fillBytes !== undefined && fillBytes > 0 && plain.length > 1 && !body.includes(0xff);
  // The page as the compressor sees it: the pieces with the filler in each gap, and where each piece starts.
  let template = Buffer.alloc(0);
  const starts: number[] = [];
  if (spans) {
    const filler = Buffer.alloc(fillBytes, 0xff);
    template = Buffer.concat(plain.flatMap((piece, i) => (i === last ? [piece] : [piece, filler])));
    for (let i = 0, at = 0; i <= last; at += (plain[i] as Buffer).length + fillBytes, i++) starts.push(at);
  }
  const deflated = await Promise.all(
    plain.map((piece, i) => {
      const finishFlush = i === last ? zlib.Z_FINISH : zlib.Z_FULL_FLUSH;
      const start = starts[i] ?? 0;
      if (!spans || i === 0) return deflateRawAsync(piece, { level: 6, finishFlush });
      return deflateRawAsync(piece, {
        level: 6,
        finishFlush,
        dictionary: template.subarray(Math.max(0, start - WINDOW), start),
      });
    }),
  );
  const length = plain.reduce((sum, piece) => sum + piece.length, 0);
  return {
    plain,
    deflated,
    ...(spans ? { fillBytes } : {}),
    crcs: plain.map((piece) => crc32(piece)),
    shifts: plain.map((piece) => x2nmodp(piece.length, 3)),
    length,
    bytes: length + deflated.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** The page with `fill` in every gap, uncompressed. */
export function splicePlain(page: SplitPage, fill: Buffer): Buffer {
  if (page.plain.length === 1) return page.plain[0] as Buffer;
  const parts: Buffer[] = [page.plain[0] as Buffer];
  for (let i = 1; i < page.plain.length; i++) parts.push(fill, page.plain[i] as Buffer);
  return Buffer.concat(parts, page.length + (page.plain.length - 1) * fill.length);
}

/** gzip header: magic, deflate, no flags, no mtime, no extra flags, Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * The page with `fill` in every gap as one gzip member (RFC 1952): the header, the compressed pieces with a stored
 * deflate block holding `fill` between each two (RFC 1951 §3.2.4; every piece but the last ends byte-aligned), then
 * the CRC-32 of the whole page, carried over each piece from the kept CRCs rather than read again, and its length.
 * Costs the copy of the compressed bytes and a CRC of the fills. Throws when `fill` is over {@link MAX_GAP_BYTES}, or
 * not of the length the pieces were compressed for ({@link SplitPage.fillBytes}).
 */
export function spliceGzip(page: SplitPage, fill: Buffer): Buffer {
  if (fill.length > MAX_GAP_BYTES)
    throw new RangeError(`a gap holds at most ${MAX_GAP_BYTES} bytes, not ${fill.length}`);
  if (page.fillBytes !== undefined && fill.length !== page.fillBytes)
    throw new RangeError(`the page was compressed for fills of ${page.fillBytes} bytes, not ${fill.length}`);
  const gaps = page.plain.length - 1;
  const stored = Buffer.allocUnsafe(5);
  // BFINAL 0, BTYPE 00 (stored): the rest of the byte is the padding to the boundary; then LEN and NLEN, little-endian.
  stored[0] = 0;
  stored.writeUInt16LE(fill.length, 1);
  stored.writeUInt16LE(~fill.length & 0xffff, 3);

  let crc = page.crcs[0] as number;
  const parts: Buffer[] = [GZIP_HEADER, page.deflated[0] as Buffer];
  let size = GZIP_HEADER.length + (page.deflated[0] as Buffer).length;
  for (let i = 1; i <= gaps; i++) {
    const piece = page.deflated[i] as Buffer;
    parts.push(stored, fill, piece);
    size += stored.length + fill.length + piece.length;
    crc = crc32(fill, crc);
    crc = (multmodp(page.shifts[i] as number, crc) ^ (page.crcs[i] as number)) >>> 0;
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((page.length + gaps * fill.length) % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts, size + trailer.length);
}

// CRC-32 combination, as zlib's crc32_combine (crc32.c): polynomials over GF(2), reflected, x^0 in the top bit.
const POLY = 0xedb88320;

/** a·b mod p(x). */
function multmodp(a: number, b: number): number {
  let p = 0;
  for (let m = 0x80000000; m !== 0 && a !== 0; m >>>= 1) {
    if (a & m) {
      p ^= b;
      a = (a & ~m) >>> 0;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) mod p(x) for k = 0…31. */
const X2N: number[] = [];
for (let p = 1 << 30, k = 0; k < 32; k++) {
  X2N.push(p >>> 0);
  p = multmodp(p >>> 0, p >>> 0);
}

/** x^(n·2^k) mod p(x). */
function x2nmodp(n: number, k: number): number {
  let p = 0x80000000;
  while (n > 0) {
    if (n % 2 === 1) p = multmodp(X2N[k & 31] as number, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}
