/**
 * Summary of a V8 CPU profile (`.cpuprofile`, as `node --cpu-prof` or the inspector's Profiler writes it): the
 * frames with the most self time and the most total time, grouped by function and by package (node_modules/<pkg>,
 * Node's internals, V8's own work, our code), and the share of a few themes a page's time is spent on.
 *
 *   npx tsx tools/bench/src/profile/summarize-cpuprofile.ts <file.cpuprofile> [--top 15]
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '@shop/tools-kit';
import { align } from '../shared/table.ts';

/** The parts of the `.cpuprofile` format (Chrome DevTools protocol `Profiler.Profile`) read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds between one sample and the one before it. */
  timeDeltas: number[];
}

/** Where a frame's code lives: a package, Node's internals, V8, or a file of ours. */
export function packageOf(functionName: string, url: string): string {
  if (url === '') {
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(garbage collector)') return '(garbage collector)';
    if (functionName === '(program)') return '(program: V8/native, no JS frame)';
    // Native code with a name: V8's builtins and Node's C++ bindings (writev, writeUtf8String: socket writes).
    return '(native: V8 builtins, Node bindings)';
  }
  if (url.startsWith('node:')) return 'node internals';
  const path = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? path);
  }
  const ours = relative(ROOT, path);
  if (!ours.startsWith('..')) {
    const parts = ours.split('/');
    // apps/<app>, libs/<area>/<lib>, tools/<tool>: the unit a fix would go into.
    return parts[0] === 'libs' ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
  }
  return path;
}

/** A theme a page's time can go to, told by a frame anywhere on the stack. */
interface Theme {
  label: string;
  matches(pkg: string, functionName: string, url: string): boolean;
}

const THEMES: Theme[] = [
  { label: 'React rendering (react-dom/server)', matches: (pkg) => pkg === 'react-dom' || pkg === 'react' },
  {
    label: 'React Router (request → loaders → response)',
    matches: (pkg) => pkg === 'react-router' || pkg === '@mcansh/react-router-fastify',
  },
  {
    label: 'HTTP client to the API (undici fetch)',
    matches: (pkg, _f, url) => pkg === 'undici' || url.includes('internal/deps/undici'),
  },
  {
    label: 'compression (zlib, @fastify/compress)',
    matches: (pkg, _f, url) =>
      pkg === '@fastify/compress' || url === 'node:zlib' || url.startsWith('node:internal/zlib'),
  },
  {
    label: 'logging (pino)',
    matches: (pkg) =>
      pkg === 'pino' || pkg === 'sonic-boom' || pkg === 'thread-stream' || pkg === 'pino-std-serializers',
  },
  {
    label: 'JSON (parse/stringify, fast-json-stringify)',
    matches: (pkg, f) =>
      pkg === 'fast-json-stringify' ||
      pkg === 'secure-json-parse' ||
      f === 'parseJSONFromBytes' ||
      (pkg.startsWith('(native') && /^(parse|stringify|JSON)/.test(f)),
  },
  {
    label: 'Fastify (routing, hooks, reply)',
    matches: (pkg) => pkg === 'fastify' || pkg === 'find-my-way' || pkg === 'avvio' || pkg === 'light-my-request',
  },
  {
    label: 'request validation (ajv)',
    matches: (pkg) => pkg === 'ajv' || pkg === 'ajv-formats' || pkg === '@fastify/ajv-compiler',
  },
  { label: 'SQL: Drizzle (query building, row mapping)', matches: (pkg) => pkg === 'drizzle-orm' },
  { label: 'SQL: node-postgres (protocol, parsing rows)', matches: (pkg) => pkg.startsWith('pg') && pkg !== 'pgpass' },
  { label: 'SQL: PGlite (PostgreSQL in WebAssembly)', matches: (pkg) => pkg === '@electric-sql/pglite' },
  {
    label: 'sockets, streams, timers (Node internals)',
    matches: (pkg, _f, url) => pkg === 'node internals' && /net|stream|timers|http/.test(url),
  },
  { label: 'garbage collection', matches: (pkg) => pkg === '(garbage collector)' },
];

/** Time (µs) per key: the self time (the top frame) and the total time (anywhere on the stack, once per sample). */
export interface Tally {
  self: Map<string, number>;
  total: Map<string, number>;
}

export interface ProfileSummary {
  /** Wall time the profile covers, µs. */
  durationUs: number;
  /** Sampled time outside (idle), µs: what the shares are of. */
  busyUs: number;
  idleUs: number;
  samples: number;
  byFunction: Tally;
  byPackage: Tally;
  themes: Map<string, number>;
}

const PROBE_FILE = '/tools/bench/src/profile/probe.ts';

const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);

/** Walks every sample's stack once; keys are deduplicated per sample, so recursion is not counted twice. */
export function summarizeProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frameKey = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)?.callFrame ?? { functionName: '?', url: '', lineNumber: 0 };
    const pkg = packageOf(functionName, url);
    const file = url.startsWith('file://') ? relative(ROOT, decodeURIComponent(new URL(url).pathname)) : url;
    const where = url === '' ? '' : ` ${file.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    return { fn: `${functionName || '(anonymous)'}${where}`, pkg, functionName, url };
  };
  const byFunction: Tally = { self: new Map(), total: new Map() };
  const byPackage: Tally = { self: new Map(), total: new Map() };
  const themes = new Map<string, number>();
  let idleUs = 0;
  let busyUs = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    const top = frameKey(id);
    if (top.pkg === '(idle)') {
      idleUs += us;
      return;
    }
    busyUs += us;
    add(byFunction.self, top.fn, us);
    add(byPackage.self, top.pkg, us);
    const fns = new Set<string>();
    const pkgs = new Set<string>();
    const hit = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = frameKey(at);
      // The probe's pass-through wrapper (probe.ts) is not the server's work.
      if (frame.functionName === '(root)' || frame.url.endsWith(PROBE_FILE)) continue;
      fns.add(frame.fn);
      pkgs.add(frame.pkg);
      for (const theme of THEMES) if (theme.matches(frame.pkg, frame.functionName, frame.url)) hit.add(theme.label);
    }
    for (const fn of fns) add(byFunction.total, fn, us);
    for (const pkg of pkgs) add(byPackage.total, pkg, us);
    for (const label of hit) add(themes, label, us);
  });
  return {
    durationUs: profile.endTime - profile.startTime,
    busyUs,
    idleUs,
    samples: profile.samples.length,
    byFunction,
    byPackage,
    themes,
  };
}

const share = (us: number, of: number) => (of === 0 ? '—' : `${((100 * us) / of).toFixed(1)} %`);
const msOf = (us: number) => (us / 1000).toFixed(0);

function topRows(map: Map<string, number>, busyUs: number, top: number): string[][] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => [share(us, busyUs), msOf(us), key]);
}

/** The summary as text: the busy share, then the top packages and functions by self and by total time, and the themes. */
export function formatSummary(s: ProfileSummary, top = 15): string[] {
  const out = [
    `${(s.durationUs / 1e6).toFixed(1)} s profiled, ${s.samples} samples; busy (not idle) ${(s.busyUs / 1e6).toFixed(1)} s = ${share(s.busyUs, s.busyUs + s.idleUs)} of the sampled time. Shares below are of the busy time.`,
  ];
  const table = (title: string, map: Map<string, number>, n: number) => {
    out.push('', title, ...align(['share', 'ms', 'frame'], topRows(map, s.busyUs, n), [2]));
  };
  table('By package, self time', s.byPackage.self, top);
  table('By package, total time (on the stack)', s.byPackage.total, top);
  table('By function, self time', s.byFunction.self, top);
  table('By function, total time (on the stack)', s.byFunction.total, top + 10);
  table('Themes (total time: the theme is anywhere on the stack; themes overlap)', s.themes, THEMES.length);
  return out;
}

export async function readProfile(file: string): Promise<CpuProfile> {
  return JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '15' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new Error('Usage: summarize-cpuprofile.ts <file.cpuprofile>… [--top 15]');
  for (const file of positionals) {
    console.log(`\n${file}`);
    console.log(formatSummary(summarizeProfile(await readProfile(file)), Number(values.top)).join('\n'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
