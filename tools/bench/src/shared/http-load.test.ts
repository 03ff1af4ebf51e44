import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closedLoop } from './http-load.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering after `delayMs`, counting the requests it is working on. */
async function slowServer(delayMs: number, status = 200) {
  const state = { inFlight: 0, maxInFlight: 0, served: 0 };
  server = createServer((_req, res) => {
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    setTimeout(() => {
      state.inFlight -= 1;
      state.served += 1;
      res.statusCode = status;
      res.end('{}');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, state };
}

describe('closedLoop', () => {
  it('keeps exactly `connections` requests in flight, waits for the last round and counts every answer', async () => {
    // Answers slow enough that all four requests are surely in flight together, even on a busy machine.
    const { url, state } = await slowServer(100);
    const run = await closedLoop(url, { connections: 4, seconds: 0.5 });
    expect(state.maxInFlight).toBe(4);
    expect(state.inFlight).toBe(0);
    expect(run.samples).toHaveLength(state.served);
    // 4 connections × (0.5 s / 100 ms + the last round) is at most 24 answers, fewer on a busy machine.
    expect(run.samples.length).toBeGreaterThanOrEqual(8);
    expect(run.samples.length).toBeLessThanOrEqual(24);
    expect(run.seconds).toBeGreaterThanOrEqual(0.5);
    expect(run.samples.every((s) => s.status === 200 && s.milliseconds >= 95)).toBe(true);
  });

  it('sends at least one request per connection even when the time is up at once', async () => {
    const { url, state } = await slowServer(20);
    const run = await closedLoop(url, { connections: 5, seconds: 0 });
    expect(run.samples).toHaveLength(5);
    expect(state.served).toBe(5);
  });

  it('records a refused connection as status 0 instead of throwing', async () => {
    const { url } = await slowServer(0);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const run = await closedLoop(url, { connections: 2, seconds: 0.2 });
    expect(run.samples.length).toBeGreaterThan(0);
    expect(run.samples.every((s) => s.status === 0)).toBe(true);
  });

  it('sends each request the body `next` builds and tells that request its status', async () => {
    const received: string[] = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push(`${req.method} ${req.headers['content-type']} ${body}`);
        res.statusCode = JSON.parse(body).n % 2 === 0 ? 200 : 409;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    let n = 0;
    const answers: [number, number][] = [];
    const run = await closedLoop(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      connections: 2,
      seconds: 0.1,
      method: 'POST',
      next: () => {
        const mine = n++;
        return { body: JSON.stringify({ n: mine }), answered: (status) => answers.push([mine, status]) };
      },
    });
    expect(received).toHaveLength(run.samples.length);
    expect(received[0]).toMatch(/^POST application\/json \{"n":\d+\}$/);
    expect(answers).toHaveLength(n);
    expect(answers.every(([mine, status]) => status === (mine % 2 === 0 ? 200 : 409))).toBe(true);
  });
});
