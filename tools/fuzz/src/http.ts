import { Agent, request as httpRequest } from 'node:http';
import type { RawRequest } from './requests.ts';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as text (at most {@link MAX_KEPT_BODY} bytes of it). */
  body: string;
  milliseconds: number;
}

/** Replies are small envelopes or pages; more than this is kept only in part. */
const MAX_KEPT_BODY = 2 * 1024 * 1024;
/** A reply slower than this counts as a failure: nothing the API does should take so long. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Sends requests exactly as given (node:http, no URL normalising) over kept-alive connections. A
 * connection the server closes (as it may after refusing a body) is simply replaced.
 */
export class RawClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });

  constructor(private readonly origin: URL) {}

  async send(req: RawRequest): Promise<Reply> {
    try {
      return await this.attempt(req, this.agent);
    } catch (err) {
      // The server may close a kept-alive connection (after refusing a body unread) just as the next
      // request goes out on it; Node's advice is to retry such a request once, on a new connection.
      if ((err as { reusedSocket?: boolean }).reusedSocket !== true) throw err;
      return this.attempt(req, false);
    }
  }

  private attempt(req: RawRequest, agent: Agent | false): Promise<Reply> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: this.origin.hostname,
          port: this.origin.port,
          method: req.method,
          path: req.path,
          headers: { ...req.headers, ...(req.body === undefined ? {} : { 'content-length': String(req.body.length) }) },
          agent,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          incoming.on('data', (chunk: Buffer) => {
            if (kept < MAX_KEPT_BODY) chunks.push(chunk);
            kept += chunk.length;
          });
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              milliseconds: performance.now() - started,
            }),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no reply in ${REQUEST_TIMEOUT_MS / 1000} s`)));
      outgoing.on('error', (err: Error & { code?: string }) => {
        const lostConnection =
          outgoing.reusedSocket &&
          (err.code === 'ECONNRESET' || err.code === 'EPIPE' || err.message === 'socket hang up');
        reject(Object.assign(err, { reusedSocket: lostConnection }));
      });
      outgoing.end(req.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A shell line that sends the same request again (the body from a file when it is long or binary). */
export function curlLine(origin: string, req: RawRequest, bodyFile: string | undefined): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const headers = Object.entries(req.headers).map(([name, value]) => `-H ${quote(`${name}: ${value}`)}`);
  const body =
    req.body === undefined
      ? []
      : bodyFile !== undefined
        ? [`--data-binary @${bodyFile}`]
        : [`--data-binary ${quote(req.body.toString('utf8'))}`];
  return ['curl -i --path-as-is', '-X', req.method, ...headers, ...body, quote(origin + req.path)].join(' ');
}
