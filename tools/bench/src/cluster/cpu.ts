/**
 * Where the machine's cores went while a mix was measured: the CPU time every process used (from /proc), grouped by
 * what it is. The processes this run started are told apart from the rest of the machine by descent from this process,
 * and PostgreSQL's backends by the database they serve, so other work on the machine shows as "other".
 */
import { readdir, readFile, readlink } from 'node:fs/promises';

/** What a process of the run is. */
export type CpuGroup =
  'storefront' | 'API' | 'admin' | 'nginx' | 'PostgreSQL' | 'Redis' | 'bare Node' | 'load' | 'other';

export const CPU_GROUPS: readonly CpuGroup[] = [
  'storefront',
  'API',
  'nginx',
  'PostgreSQL',
  'Redis',
  'admin',
  'bare Node',
  'load',
  'other',
];

/** One process as /proc shows it. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** The executable's name (`comm`). */
  name: string;
  /** User and system CPU time so far, in clock ticks. */
  ticks: number;
  /** When it started, in clock ticks after boot: a pid used again by a new process starts later. */
  started: number;
  cmdline: string;
  cwd: string;
}

/** pid, ppid, name, CPU ticks and start from a /proc/<pid>/stat line (the name, in brackets, may hold spaces). */
export function parseStat(line: string): Pick<ProcessInfo, 'pid' | 'ppid' | 'name' | 'ticks' | 'started'> | undefined {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  // After the name: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
  // priority nice threads itrealvalue starttime …
  const rest = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const [ppid, utime, stime, started] = [rest[1], rest[11], rest[12], rest[19]].map((field) => Number(field ?? NaN));
  if ([ppid, utime, stime, started].some((n) => n === undefined || Number.isNaN(n))) return undefined;
  return {
    pid: Number(line.slice(0, open).trim()),
    ppid: ppid as number,
    name: line.slice(open + 1, close),
    ticks: (utime as number) + (stime as number),
    started: started as number,
  };
}

/** The group of a process: `ours` = descends from this run; `backends` = PostgreSQL backends of the run's database. */
export function groupOf(p: ProcessInfo, ours: boolean, self: number, backends: ReadonlySet<number>): CpuGroup {
  if (p.name === 'postgres' || p.name.startsWith('postgres:')) return backends.has(p.pid) ? 'PostgreSQL' : 'other';
  if (!ours) return 'other';
  if (p.pid === self) return 'load';
  if (p.name === 'nginx') return 'nginx';
  if (p.name === 'redis-server') return 'Redis';
  if (p.cmdline.includes('apps/api/src/main.ts')) return 'API';
  if (p.cmdline.includes('hello-server.ts')) return 'bare Node';
  if (p.cmdline.includes('server.ts') && p.cwd.endsWith('/apps/storefront')) return 'storefront';
  if (p.cmdline.includes('server.ts') && p.cwd.endsWith('/apps/admin')) return 'admin';
  // The cluster command itself, tsx's esbuild helpers: idle once everything runs.
  return 'other';
}

/** The pids that are `root` or descend from it, by the parents of `processes`. */
export function descendants(processes: readonly Pick<ProcessInfo, 'pid' | 'ppid'>[], root: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const found = new Set<number>([root]);
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    for (const child of children.get(pid) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}

/** Every process /proc shows now (those that vanish while it is read are left out). */
export async function readProcesses(): Promise<ProcessInfo[]> {
  const found: ProcessInfo[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseStat(await readFile(`/proc/${entry}/stat`, 'utf8'));
      if (stat === undefined) continue;
      const cmdline = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replace(/\0/g, ' ');
      const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => '');
      found.push({ ...stat, cmdline, cwd });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** CPU ticks per group used between two readings (a process new since the first counts from zero). */
export function ticksByGroup(
  before: readonly ProcessInfo[],
  after: readonly ProcessInfo[],
  self: number,
  backends: ReadonlySet<number>,
): Map<CpuGroup, number> {
  const earlier = new Map(before.map((p) => [p.pid, p]));
  const ours = descendants(after, self);
  const used = new Map<CpuGroup, number>();
  for (const p of after) {
    const start = earlier.get(p.pid);
    // A pid used again by a new process meanwhile is counted from zero (a kernel worker renames itself: not a new one).
    const delta = start !== undefined && start.started === p.started ? p.ticks - start.ticks : p.ticks;
    if (delta <= 0) continue;
    const group = groupOf(p, ours.has(p.pid), self, backends);
    used.set(group, (used.get(group) ?? 0) + delta);
  }
  return used;
}

/** The whole machine's CPU ticks so far (all cores) and the idle ones among them, from /proc/stat's first line. */
export function parseMachine(line: string): { total: number; idle: number } | undefined {
  const [label, ...fields] = line.trim().split(/\s+/);
  const ticks = fields.map(Number);
  if (label !== 'cpu' || ticks.length < 5 || ticks.some(Number.isNaN)) return undefined;
  // user nice system idle iowait irq softirq steal …: waiting for the disk is idle time too.
  return { total: ticks.reduce((sum, n) => sum + n, 0), idle: (ticks[3] ?? 0) + (ticks[4] ?? 0) };
}

/** The processes' CPU times at one moment, and the machine's. */
export interface CpuSnapshot {
  processes: ProcessInfo[];
  total: number;
  idle: number;
}

async function readMachine(): Promise<{ total: number; idle: number }> {
  const machine = parseMachine((await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '');
  if (machine === undefined) throw new Error('/proc/stat has no cpu line');
  return machine;
}

/**
 * Every process's CPU time and the machine's; reading /proc takes a while on a busy machine, so the machine's figures
 * are the mean of a reading before and one after the processes', the moment their times were read on average.
 */
export async function snapshot(): Promise<CpuSnapshot> {
  const before = await readMachine();
  const processes = await readProcesses();
  const after = await readMachine();
  return { processes, total: (before.total + after.total) / 2, idle: (before.idle + after.idle) / 2 };
}

/** How the machine's cores were used between two snapshots: each group's percent of all of them, and the idle percent. */
export interface CpuUse {
  shares: Map<CpuGroup, number>;
  idle: number;
}

/** The machine's use between `before` and `after`; `backends` are the PostgreSQL backends of the shop's database. */
export function cpuUse(before: CpuSnapshot, after: CpuSnapshot, self: number, backends: ReadonlySet<number>): CpuUse {
  const whole = after.total - before.total;
  if (!(whole > 0)) return { shares: new Map(), idle: Number.NaN };
  const ticks = ticksByGroup(before.processes, after.processes, self, backends);
  return {
    shares: new Map(CPU_GROUPS.filter((g) => ticks.has(g)).map((g) => [g, (100 * (ticks.get(g) ?? 0)) / whole])),
    idle: (100 * (after.idle - before.idle)) / whole,
  };
}
