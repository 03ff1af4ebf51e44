import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('defaults to checkout on PostgreSQL by 50 customers for 10 s, and the admin list at 1 000 000 orders on 10 connections', () => {
    expect(parseOptions([])).toMatchObject({
      engines: ['pg'],
      seconds: 10,
      connections: 50,
      listConnections: 10,
      orders: 1_000_000,
      reuse: false,
    });
  });

  it('reads the flags of a narrowed run, 0 orders leaving the list out', () => {
    expect(
      parseOptions([
        '--engines',
        'pglite,pg',
        '--duration',
        '3',
        '--connections',
        '20',
        '--list-connections',
        '4',
        '--orders',
        '0',
        '--reuse',
      ]),
    ).toMatchObject({
      engines: ['pglite', 'pg'],
      seconds: 3,
      connections: 20,
      listConnections: 4,
      orders: 0,
      reuse: true,
    });
    expect(parseOptions(['--orders', '100_000']).orders).toBe(100_000);
  });

  it('refuses bad flags with the flag named', () => {
    expect(() => parseOptions(['--engines', 'sqlite'])).toThrow(/--engines/);
    expect(() => parseOptions(['--orders', '500'])).toThrow(/--orders/);
    expect(() => parseOptions(['--connections', '0'])).toThrow(/--connections/);
    expect(() => parseOptions(['--size', '1000'])).toThrow(/size/);
  });
});
