import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_URL, parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('defaults to 1 and then 2 processes, 32 connections, 10 s after 3 s of warm-up, Redis 6392 and ports moved by 3000', () => {
    expect(parseOptions([])).toEqual({
      processes: [1, 2],
      seconds: 10,
      warmupSeconds: 3,
      connections: 32,
      postgresUrl: DEFAULT_SERVER_URL,
      redisPort: 6392,
      portOffset: 3000,
    });
  });

  it('reads the flags of another run, keeping the process counts in order without repeats', () => {
    expect(
      parseOptions([
        '--processes',
        '2, 1,2,4',
        '--duration',
        '20',
        '--warmup',
        '0',
        '--connections',
        '64',
        '--postgres-url',
        'postgres://bench@db:5432/postgres',
        '--redis-port',
        '6400',
        '--port-offset',
        '4000',
      ]),
    ).toEqual({
      processes: [2, 1, 4],
      seconds: 20,
      warmupSeconds: 0,
      connections: 64,
      postgresUrl: 'postgres://bench@db:5432/postgres',
      redisPort: 6400,
      portOffset: 4000,
    });
  });

  it('refuses bad values with the flag named, and the ports of a hand-run cluster or the topology test', () => {
    expect(() => parseOptions(['--processes', '0'])).toThrow(/--processes/);
    expect(() => parseOptions(['--processes', ','])).toThrow(/--processes/);
    expect(() => parseOptions(['--duration', 'long'])).toThrow(/--duration/);
    expect(() => parseOptions(['--connections', '0'])).toThrow(/--connections/);
    expect(() => parseOptions(['--redis-port', '80'])).toThrow(/--redis-port/);
    expect(() => parseOptions(['--port-offset', '1000'])).toThrow(/topology/);
    expect(() => parseOptions(['--port-offset', '0'])).toThrow(/--port-offset/);
    expect(() => parseOptions(['--size', '10'])).toThrow(/size/);
  });
});
