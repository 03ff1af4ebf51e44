import { randomUUID } from 'node:crypto';
import type { PurgeSource } from './purge-source';
import { SseParser } from './sse';

/** First wait before reconnecting, doubled after each failed attempt up to {@link MAX_BACKOFF_MS}. */
export const MIN_BACKOFF_MS = 250;
export const MAX_BACKOFF_MS = 5000;
/** The API sends `: keep-alive` every 20 s; a stream silent for this long is taken for dead (a half-open socket). */
export const SILENCE_TIMEOUT_MS = 45_000;

/** How the feed reports what happens to its stream (the server's logger). */
export interface ChangeFeedLog {
  info(message: string): void;
  warn(message: string): void;
}

/** The header the API reads `INTERNAL_TOKEN` from on `/internal/*` (apps/api/src/changes/internal-guard.ts). */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
/**
 * The subscriber id this process chooses for each stream and sends again with each acknowledgement: nginx routes both
 * by it to the same API process (apps/api/src/changes/changes-stream.ts).
 */
export const CHANGE_SUBSCRIBER_HEADER = 'x-change-subscriber';

export interface ChangeFeedOptions {
  /** `{API_URL}/internal/changes`. */
  url: string;
  /**
   * The secret the API requires on `/internal/*` (the same `INTERNAL_TOKEN` as the API's; read from the environment when
   * not given). Without one the API lets only a peer on its own machine subscribe.
   */
  internalToken?: string | undefined;
  fetch?: typeof fetch;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  silenceTimeoutMs?: number;
  log?: ChangeFeedLog;
}

/**
 * The subscriber of the API's change stream (`GET /internal/changes?ack=1`, text/event-stream): `ready` makes it live,
 * each `change` purges, and a closed or failed stream purges and makes it not live until the next `ready`, with
 * reconnects backing off from 0.25 s to 5 s. The storefront's caches serve only while it is live. A `shopper` change
 * (a signed-in user's own cart, favorites, profile or sessions) purges nothing: it goes to {@link onUserChange}. A
 * `stock` change (a free quantity only customer groups are shown) purges only what they are shown: {@link onGroupPurge}.
 *
 * After each purge it posts the change's generation back (`POST /internal/changes/ack` with the subscriber id of
 * `ready`): the API holds the write's reply until then, so the page asked for right after an administrator's save
 * cannot be answered from the cache before this process has read the event.
 */
export class ChangeFeed implements PurgeSource {
  private liveNow = false;
  private epochNow = 0;
  private generationNow: number | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly groupListeners = new Set<() => void>();
  private readonly userListeners = new Set<(userId: string) => void>();
  private readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;
  private readonly fetchImpl: typeof fetch;
  private readonly authorization: Record<string, string>;

  constructor(private readonly options: ChangeFeedOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    const token =
      'internalToken' in options ? options.internalToken : process.env['INTERNAL_TOKEN']?.trim() || undefined;
    this.authorization = token === undefined ? {} : { [INTERNAL_TOKEN_HEADER]: token };
  }

  get live(): boolean {
    return this.liveNow;
  }

  get epoch(): number {
    return this.epochNow;
  }

  /** The API's generation of the last event (null before the first `ready`). */
  get generation(): number | null {
    return this.generationNow;
  }

  onPurge(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  onGroupPurge(listener: () => void): () => void {
    this.groupListeners.add(listener);
    return () => void this.groupListeners.delete(listener);
  }

  onUserChange(listener: (userId: string) => void): () => void {
    this.userListeners.add(listener);
    return () => void this.userListeners.delete(listener);
  }

  /** Connects, and keeps reconnecting until {@link stop}. */
  start(): void {
    this.loop ??= this.run();
  }

  /** Closes the stream and stops reconnecting. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.loop;
    this.setLive(false);
  }

  /** Resolves on the next `ready` (at once when already live); for start-up and tests. */
  whenLive(): Promise<void> {
    if (this.liveNow) return Promise.resolve();
    return new Promise((resolve) => {
      const check = setInterval(() => {
        if (this.liveNow || this.stopping.signal.aborted) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
  }

  private purge(): void {
    this.epochNow += 1;
    for (const listener of this.listeners) listener();
  }

  private groupPurge(): void {
    this.epochNow += 1;
    for (const listener of this.groupListeners) listener();
  }

  private setLive(live: boolean): void {
    if (this.liveNow === live) return;
    this.liveNow = live;
    // Either way the caches start empty: what they held may have changed while no event could say so.
    this.purge();
  }

  private async run(): Promise<void> {
    const { minBackoffMs = MIN_BACKOFF_MS, maxBackoffMs = MAX_BACKOFF_MS } = this.options;
    let backoff = minBackoffMs;
    // One warning per run of failed attempts, not one every few seconds while the API is away.
    let warned = false;
    while (!this.stopping.signal.aborted) {
      let reachedReady = false;
      try {
        reachedReady = await this.readStream(() => {
          backoff = minBackoffMs;
          warned = false;
        });
      } catch (error) {
        if (!this.stopping.signal.aborted && !warned) {
          this.options.log?.warn(
            `change stream failed, retrying: ${error instanceof Error ? error.message : String(error)}`,
          );
          warned = true;
        }
      }
      const wasLive = this.liveNow;
      this.setLive(false);
      if (this.stopping.signal.aborted) return;
      if (wasLive || reachedReady) this.options.log?.warn('change stream closed: pages render fresh until it is back');
      await sleep(backoff, this.stopping.signal);
      backoff = Math.min(backoff * 2, maxBackoffMs);
    }
  }

  /** Reads one connection to its end; true if it got as far as `ready`. */
  private async readStream(onReady: () => void): Promise<boolean> {
    const silence = new AbortController();
    const signal = AbortSignal.any([this.stopping.signal, silence.signal]);
    const timeoutMs = this.options.silenceTimeoutMs ?? SILENCE_TIMEOUT_MS;
    let timer = setTimeout(() => silence.abort(new Error('no keep-alive')), timeoutMs);
    const heard = () => {
      clearTimeout(timer);
      timer = setTimeout(() => silence.abort(new Error('no keep-alive')), timeoutMs);
    };
    let ready = false;
    const route = { [CHANGE_SUBSCRIBER_HEADER]: randomUUID() };
    try {
      const reply = await this.fetchImpl(`${this.options.url}?ack=1`, {
        headers: { accept: 'text/event-stream', ...this.authorization, ...route },
        signal,
      });
      const type = reply.headers.get('content-type') ?? '';
      if (reply.status !== 200 || !type.startsWith('text/event-stream') || reply.body === null) {
        await reply.body?.cancel().catch(() => undefined);
        throw new Error(`answered ${reply.status} ${type}`);
      }
      const parser = new SseParser();
      const decoder = new TextDecoder();
      const reader = reply.body.getReader();
      let subscriber: string | null = null;
      for (;;) {
        const { value: chunk, done } = await reader.read();
        if (done) break;
        heard();
        for (const message of parser.push(decoder.decode(chunk, { stream: true }))) {
          const { generation, subscriber: id, userId, scope } = eventDataOf(message.data);
          if (message.event === 'ready') {
            subscriber = id;
            this.generationNow = generation;
            if (this.liveNow) this.purge();
            else this.setLive(true);
            ready = true;
            onReady();
            this.options.log?.info(`change stream ready (generation ${generation ?? '?'})`);
          } else if (message.event === 'change') {
            if (generation !== null) this.generationNow = generation;
            // A shopper's own change touches no page: only what is kept of that user goes.
            if (userId !== null) for (const listener of this.userListeners) listener(userId);
            else if (scope === 'stock') this.groupPurge();
            else this.purge();
            if (subscriber !== null && generation !== null) this.acknowledge(subscriber, generation, route, signal);
          }
        }
      }
      return ready;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Tells the API this process has purged up to `generation`. A lost one only delays the write (the API logs it). */
  private acknowledge(
    subscriber: string,
    generation: number,
    route: Record<string, string>,
    signal: AbortSignal,
  ): void {
    this.fetchImpl(`${this.options.url}/ack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.authorization, ...route },
      body: JSON.stringify({ subscriber, generation }),
      signal,
    })
      .then((reply) => reply.body?.cancel())
      .catch(() => undefined);
  }
}

/**
 * The generation, (in `ready` of an acknowledging stream) the subscriber id, (in a `shopper` change) the user id, and
 * the scope an event's data names.
 */
function eventDataOf(data: string): {
  generation: number | null;
  subscriber: string | null;
  userId: string | null;
  scope: string | null;
} {
  try {
    const parsed = JSON.parse(data) as {
      generation?: unknown;
      subscriber?: unknown;
      scope?: unknown;
      userId?: unknown;
    };
    return {
      generation: typeof parsed.generation === 'number' ? parsed.generation : null,
      subscriber: typeof parsed.subscriber === 'string' ? parsed.subscriber : null,
      userId: parsed.scope === 'shopper' && typeof parsed.userId === 'string' ? parsed.userId : null,
      scope: typeof parsed.scope === 'string' ? parsed.scope : null,
    };
  } catch {
    return { generation: null, subscriber: null, userId: null, scope: null };
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
