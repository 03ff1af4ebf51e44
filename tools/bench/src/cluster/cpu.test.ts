import { describe, expect, it } from 'vitest';
import { cpuUse, descendants, groupOf, parseMachine, parseStat, ticksByGroup, type ProcessInfo } from './cpu.ts';

describe('parseStat', () => {
  it('reads the parent and user + system ticks after a name that holds spaces and brackets', () => {
    const line = '4242 (node (tsx) x) S 4200 4242 4242 0 -1 4194560 100 0 0 0 350 25 0 0 20 0 11 0 1000 0 0';
    expect(parseStat(line)).toEqual({ pid: 4242, ppid: 4200, name: 'node (tsx) x', ticks: 375, started: 1000 });
  });

  it('gives up on a line it cannot read', () => {
    expect(parseStat('garbage')).toBeUndefined();
  });
});

const proc = (over: Partial<ProcessInfo>): ProcessInfo => ({
  pid: 1,
  ppid: 0,
  name: 'node',
  ticks: 0,
  started: 500,
  cmdline: '',
  cwd: '/work/main',
  ...over,
});

describe('groupOf', () => {
  const backends = new Set([900]);

  it("names the run's processes by what they run", () => {
    const group = (p: Partial<ProcessInfo>) => groupOf(proc(p), true, 10, backends);
    expect(group({ pid: 10 })).toBe('load');
    expect(group({ cmdline: 'node --import tsx apps/api/src/main.ts' })).toBe('API');
    expect(group({ cmdline: 'node --import tsx server.ts', cwd: '/work/main/apps/storefront' })).toBe('storefront');
    expect(group({ cmdline: 'node --import tsx server.ts', cwd: '/work/main/apps/admin' })).toBe('admin');
    expect(group({ cmdline: 'node --import tsx tools/bench/src/cluster/hello-server.ts' })).toBe('bare Node');
    expect(group({ name: 'nginx' })).toBe('nginx');
    expect(group({ name: 'redis-server' })).toBe('Redis');
    expect(group({ cmdline: 'node --import tsx tools/run/src/cluster/main.ts' })).toBe('other');
  });

  it("counts only the shop database's backends as PostgreSQL, and anything not the run's as other", () => {
    expect(groupOf(proc({ pid: 900, name: 'postgres' }), false, 10, backends)).toBe('PostgreSQL');
    expect(groupOf(proc({ pid: 901, name: 'postgres' }), false, 10, backends)).toBe('other');
    expect(groupOf(proc({ cmdline: 'apps/api/src/main.ts' }), false, 10, backends)).toBe('other');
  });
});

describe('descendants', () => {
  it('finds children and grandchildren, not siblings', () => {
    const tree = [
      { pid: 10, ppid: 1 },
      { pid: 11, ppid: 10 },
      { pid: 12, ppid: 11 },
      { pid: 20, ppid: 1 },
    ];
    expect([...descendants(tree, 10)].sort()).toEqual([10, 11, 12]);
  });
});

describe('parseMachine', () => {
  it("adds up all of /proc/stat's ticks and counts idle and iowait as idle", () => {
    expect(parseMachine('cpu  100 5 50 800 20 1 2 3 0 0')).toEqual({ total: 981, idle: 820 });
    expect(parseMachine('cpu0 1 2 3 4 5')).toBeUndefined();
  });
});

describe('ticksByGroup and cpuUse', () => {
  it('adds up the ticks used between two readings per group, counting a new process (or a reused pid) from zero', () => {
    const before = [
      proc({ pid: 10, ticks: 100 }),
      proc({ pid: 11, ppid: 10, name: 'nginx', ticks: 50 }),
      proc({ pid: 40, ppid: 2, name: 'kworker/0:0-events', ticks: 7000 }),
      proc({ pid: 41, ppid: 1, name: 'sh', ticks: 9000 }),
    ];
    const after = [
      proc({ pid: 10, ticks: 150 }),
      proc({ pid: 11, ppid: 10, name: 'nginx', ticks: 90 }),
      proc({ pid: 12, ppid: 11, name: 'nginx', ticks: 30, started: 900 }),
      proc({ pid: 30, ppid: 1, name: 'postgres', ticks: 480, started: 900 }),
      // Renamed by the kernel: the same worker, 20 ticks more.
      proc({ pid: 40, ppid: 2, name: 'kworker/0:0-mm_percpu_wq', ticks: 7020 }),
    ];
    const ticks = ticksByGroup(before, after, 10, new Set());
    expect(Object.fromEntries(ticks)).toEqual({ load: 50, nginx: 70, other: 500 });
    // 2000 ticks of the machine went by, 1380 of them idle.
    const use = cpuUse(
      { processes: before, total: 1000, idle: 600 },
      { processes: after, total: 3000, idle: 1980 },
      10,
      new Set(),
    );
    expect(Object.fromEntries(use.shares)).toEqual({ nginx: 3.5, load: 2.5, other: 25 });
    expect(use.idle).toBe(69);
  });

  it('gives no shares when no time went by', () => {
    const still = { processes: [], total: 5, idle: 5 };
    expect(cpuUse(still, still, 1, new Set()).shares.size).toBe(0);
  });
});
