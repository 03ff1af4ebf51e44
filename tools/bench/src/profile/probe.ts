/**
 * Preloaded into a server the profile bench starts (`NODE_OPTIONS=--import …/probe.ts`; Node strips the types, so
 * this file imports nothing of the repository): it records the SQL queries the process sends (node-postgres and
 * PGlite, with PROBE_SQL=1) and the HTTP requests it makes with `fetch`, and samples its CPU on request. A small
 * HTTP server on 127.0.0.1:PROBE_PORT is the control:
 *
 *   GET  /calls                 the calls recorded since the last GET /calls (JSON), and forgets them
 *   POST /profile/start         starts V8's sampling profiler (1 ms), as `node --cpu-prof` does, but only now;
 *                               no calls are recorded while it runs
 *   POST /profile/stop?file=…   stops it and writes the profile (`.cpuprofile`) to that file
 *
 * Starting the profiler over the inspector rather than with `--cpu-prof` keeps start-up, migrations and the load's
 * warm-up out of the profile: it covers the measured seconds only.
 */
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';

/** One query or request: what it was and when it started and ended (ms, performance.now()). */
interface Call {
  kind: 'sql' | 'fetch';
  what: string;
  start: number;
  end: number;
}

let calls: Call[] = [];
/** Off while the profiler runs: the profile shows the server, not the recording. */
let recording = true;

function begin(kind: Call['kind'], what: string): Call {
  const call: Call = { kind, what, start: performance.now(), end: Number.NaN };
  calls.push(call);
  return call;
}
const finish = (call: Call) => () => {
  call.end = performance.now();
};

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** Wraps `owner[name]` so each call is recorded; the end is the callback's or the promise's. */
function record(
  owner: Record<string, unknown>,
  name: string,
  kind: Call['kind'],
  describe: (args: unknown[]) => string,
): void {
  const original = owner[name] as Method;
  owner[name] = function (this: unknown, ...args: unknown[]) {
    if (!recording) return original.apply(this, args);
    const call = begin(kind, describe(args));
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        finish(call)();
        return (callback as Method).apply(this, results);
      };
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(finish(call), finish(call));
    return result;
  };
}

const sqlText = (args: unknown[]) => {
  const first = args[0];
  const text =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null && 'text' in first
        ? String(first.text)
        : '?';
  return text.replace(/\s+/g, ' ').trim();
};

if (process.env['PROBE_SQL'] === '1') {
  const pg = (await import('pg')).default;
  record(pg.Client.prototype as unknown as Record<string, unknown>, 'query', 'sql', sqlText);
  const { PGlite } = await import('@electric-sql/pglite');
  record(PGlite.prototype as unknown as Record<string, unknown>, 'query', 'sql', sqlText);
  record(PGlite.prototype as unknown as Record<string, unknown>, 'exec', 'sql', sqlText);
}

record(globalThis as unknown as Record<string, unknown>, 'fetch', 'fetch', (args) => {
  const input = args[0];
  return input instanceof Request ? input.url : String(input);
});

const session = new Session();
session.connect();

const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://probe');
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  void (async () => {
    if (req.method === 'GET' && url.pathname === '/calls') {
      const taken = calls;
      calls = [];
      return answer(200, taken);
    }
    if (req.method === 'POST' && url.pathname === '/profile/start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 1000 });
      await session.post('Profiler.start');
      recording = false;
      return answer(200, { started: true });
    }
    const file = url.searchParams.get('file');
    if (req.method === 'POST' && url.pathname === '/profile/stop' && file !== null) {
      const { profile } = await session.post('Profiler.stop');
      recording = true;
      await writeFile(file, JSON.stringify(profile));
      return answer(200, { file });
    }
    return answer(404, { error: 'unknown probe request' });
  })().catch((err: unknown) => answer(500, { error: String(err) }));
});
control.listen(Number(process.env['PROBE_PORT']), '127.0.0.1');
// The control server never keeps the process alive: the server it probes decides when it ends.
control.unref();
