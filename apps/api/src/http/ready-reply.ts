import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptsEncoding, encodingWeights, matchesEtag } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Replies smaller than this go out plain, as @fastify/compress leaves them. */
const COMPRESS_THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** A JSON reply serialized once, with its ETag, and each compressed copy made the first time a client asks for it. */
export class ReadyJson {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  }

  /** The body in `encoding`, compressed on first use and kept. */
  encodedAs(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (bytes === undefined) {
      bytes =
        encoding === 'br'
          ? // Quality 5 costs little more than @fastify/compress's 4 and is paid once per reply, not per request.
            brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.body);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The encoding a client prefers among brotli and gzip (by `Accept-Encoding`, q=0 refusing), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = encodingWeights(acceptEncoding);
  // Brotli only when named: `*` stands for gzip, which every client that sends it can read.
  if ((weights.get('br') ?? 0) > 0) return 'br';
  return acceptsEncoding(weights, 'gzip') ? 'gzip' : undefined;
}

/** Sends `ready`: 304 to a client that holds it, else its bytes in the encoding the client prefers. */
export function sendReady(request: FastifyRequest, reply: FastifyReply, ready: ReadyJson): FastifyReply {
  reply.header('etag', ready.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], ready.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    ready.body.length < COMPRESS_THRESHOLD_BYTES ? undefined : preferredEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(ready.body);
  return reply.header('content-encoding', encoding).send(ready.encodedAs(encoding));
}

const serialized = new WeakMap<object, ReadyJson>();

/**
 * Answers a reply built around `cached`, an object a cache hands out again and again (the same object until the next
 * catalogue write): `body` is serialized by the route's own contract serializer and compressed once, not on every
 * request, and revalidated by its ETag. The bytes live as long as the cached object does.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: object,
  body: { payload: object } = { payload: cached },
): FastifyReply {
  let ready = serialized.get(cached);
  if (ready === undefined) {
    // The serializer Fastify compiled from the contract for the operation's 200 reply: the same bytes it would send.
    ready = new ReadyJson(Buffer.from(reply.serializeInput(body, '200', 'application/json') as string));
    serialized.set(cached, ready);
  }
  return sendReady(request, reply, ready);
}
