import { promisify } from 'node:util';
import { constants as zlib, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** The most bytes one stored deflate block holds; a longer fill goes out in several. */
const STORED_BLOCK_BYTES = 0xffff;

/** The deflate window: how far back a piece may refer. */
const WINDOW = 32 * 1024;

/**
 * A kind of gap in a kept page: where `placeholder` stands, each response puts text of its own (a CSP nonce, the
 * signed-in shopper's data). `fillBytes`, when every fill of it has that length, lets the pieces after it be
 * compressed with the page before them as their dictionary (see {@link splitPage}).
 */
export interface Gap {
  placeholder: string;
  fillBytes?: number;
}

/**
 * A page cut at each occurrence of its gaps' placeholders, every piece compressed once, so that each response can fill
 * the gaps with new text and still go out as gzip without compressing the page again (see {@link spliceGzip}).
 */
export interface SplitPage {
  /** The page's bytes between the placeholders: one piece more than there are gaps. */
  plain: Buffer[];
  /**
   * Each piece as raw deflate ending on a byte boundary (a full flush); the last piece ends the stream (BFINAL). A
   * piece may refer back past fixed-length gaps before it, never into one, nor past a gap of any length.
   */
  deflated: Buffer[];
  /** For each gap between two pieces, the index of its kind in the gaps the page was split by. */
  kinds: number[];
  /** For each kind, the fill length the pieces were compressed for (back-references span it); unset: any. */
  fillBytes: (number | undefined)[];
  /** CRC-32 of each plain piece. */
  crcs: number[];
  /** For each piece, x^(8·its length) mod the CRC polynomial: what carries a CRC over the piece (zlib's crc32_combine). */
  shifts: number[];
  /** Bytes of the pieces, gaps empty. */
  length: number;
  /** Bytes kept: the plain and the compressed pieces. */
  bytes: number;
}

/** Where each placeholder of `gaps` stands in `body`, in order: the offset and the kind. */
function placeholdersIn(body: Buffer, gaps: readonly Gap[]): { at: number; kind: number }[] {
  const marks = gaps.map((gap) => Buffer.from(gap.placeholder));
  const found: { at: number; kind: number }[] = [];
  marks.forEach((mark, kind) => {
    if (mark.length === 0) return;
    for (let at = body.indexOf(mark); at !== -1; at = body.indexOf(mark, at + mark.length)) found.push({ at, kind });
  });
  return found.sort((a, b) => a.at - b.at);
}

/**
 * Cuts `body` at each placeholder of `gaps` (none given or found: one piece) and compresses each piece (gzip
 * level 6).
 *
 * A piece after fixed-length gaps only is compressed with the page before it as its dictionary, each such gap held
 * by its length of 0xFF bytes, so it compresses about as well as the whole page would. That is sound because 0xFF
 * never occurs in UTF-8: a match copies bytes equal to the piece's own, so it never takes one from a gap, and the
 * gaps' fixed length keeps every distance right whatever text fills them. A gap of any length ends the dictionary
 * (the pieces after it refer back to it at most). A body that has an 0xFF byte is compressed piece by piece
 * without dictionaries (and takes fills of any length).
 */
export async function splitPage(body: Buffer, gaps: readonly Gap[] = []): Promise<SplitPage> {
  const plain: Buffer[] = [];
  const kinds: number[] = [];
  let start = 0;
  for (const { at, kind } of placeholdersIn(body, gaps)) {
    if (at < start) continue;
    plain.push(body.subarray(start, at));
    kinds.push(kind);
    start = at + Buffer.byteLength((gaps[kind] as Gap).placeholder);
  }
  plain.push(body.subarray(start));
  const last = plain.length - 1;
  const spans = plain.length > 1 && !body.includes(0xff);
  const fillBytes = gaps.map((gap) => (spans && gap.fillBytes !== undefined ? gap.fillBytes : undefined));

  // The page as the compressor sees it: the pieces with the filler in each fixed-length gap; where each piece starts
  // in it, and how far back its dictionary may reach (not past a gap of any length).
  const template: Buffer[] = [];
  const starts: number[] = [];
  const floors: number[] = [];
  for (let i = 0, at = 0, floor = 0; i <= last; i++) {
    starts.push(at);
    floors.push(floor);
    const piece = plain[i] as Buffer;
    template.push(piece);
    at += piece.length;
    if (i === last) break;
    const filled = fillBytes[kinds[i] as number];
    if (filled === undefined) floor = at;
    else {
      template.push(Buffer.alloc(filled, 0xff));
      at += filled;
    }
  }
  const whole = spans ? Buffer.concat(template) : Buffer.alloc(0);
  const deflated = await Promise.all(
    plain.map((piece, i) => {
      const finishFlush = i === last ? zlib.Z_FINISH : zlib.Z_FULL_FLUSH;
      const at = starts[i] as number;
      const from = Math.max(floors[i] as number, at - WINDOW);
      if (!spans || from >= at) return deflateRawAsync(piece, { level: 6, finishFlush });
      return deflateRawAsync(piece, { level: 6, finishFlush, dictionary: whole.subarray(from, at) });
    }),
  );
  const length = plain.reduce((sum, piece) => sum + piece.length, 0);
  return {
    plain,
    deflated,
    kinds,
    fillBytes,
    crcs: plain.map((piece) => crc32(piece)),
    shifts: plain.map((piece) => x2nmodp(piece.length, 3)),
    length,
    bytes: length + deflated.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** The fill of each gap of `page`, by its kind. Throws when one is missing or not of the length the pieces need. */
function fillsOfGaps(page: SplitPage, fills: readonly Buffer[]): Buffer[] {
  return page.kinds.map((kind) => {
    const fill = fills[kind];
    if (fill === undefined) throw new RangeError(`no fill for the gaps of kind ${kind}`);
    const wanted = page.fillBytes[kind];
    if (wanted !== undefined && fill.length !== wanted)
      throw new RangeError(`the page was compressed for fills of ${wanted} bytes, not ${fill.length}`);
    return fill;
  });
}

/** The page with `fills[kind]` in every gap of that kind, uncompressed. */
export function splicePlain(page: SplitPage, fills: readonly Buffer[]): Buffer {
  if (page.plain.length === 1) return page.plain[0] as Buffer;
  const gapFills = fillsOfGaps(page, fills);
  const parts: Buffer[] = [page.plain[0] as Buffer];
  gapFills.forEach((fill, i) => parts.push(fill, page.plain[i + 1] as Buffer));
  return Buffer.concat(parts);
}

/** gzip header: magic, deflate, no flags, no mtime, no extra flags, Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * `fill` as stored deflate blocks (RFC 1951 §3.2.4), none final, each at most {@link STORED_BLOCK_BYTES}: a block
 * header byte (BFINAL 0, BTYPE 00, the rest padding to the byte boundary every kept piece but the last ends on),
 * then LEN and NLEN, little-endian, then the bytes.
 */
function storedBlocks(fill: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  // An empty fill still takes one (empty) block: simpler than telling the pieces apart.
  for (let at = 0; ; at += STORED_BLOCK_BYTES) {
    const chunk = fill.subarray(at, at + STORED_BLOCK_BYTES);
    const header = Buffer.allocUnsafe(5);
    header[0] = 0;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
    if (at + STORED_BLOCK_BYTES >= fill.length) break;
  }
  return blocks;
}

/**
 * The page with `fills[kind]` in every gap of that kind as one gzip member (RFC 1952): the header, the compressed
 * pieces with each gap's fill in stored blocks between them, then the CRC-32 of the whole page, carried over each
 * piece from the kept CRCs rather than read again, and its length. Costs the copy of the compressed bytes and a CRC
 * of the fills. Throws when a fill is missing or not of the length the pieces were compressed for
 * ({@link SplitPage.fillBytes}).
 */
export function spliceGzip(page: SplitPage, fills: readonly Buffer[]): Buffer {
  const gapFills = fillsOfGaps(page, fills);
  let crc = page.crcs[0] as number;
  let length = page.length;
  const parts: Buffer[] = [GZIP_HEADER, page.deflated[0] as Buffer];
  gapFills.forEach((fill, gap) => {
    const i = gap + 1;
    parts.push(...storedBlocks(fill), page.deflated[i] as Buffer);
    length += fill.length;
    crc = crc32(fill, crc);
    crc = (multmodp(page.shifts[i] as number, crc) ^ (page.crcs[i] as number)) >>> 0;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
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
