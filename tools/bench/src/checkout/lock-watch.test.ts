import { describe, expect, it } from 'vitest';
import { summarizeLocks, type ConnectionSample } from './lock-watch.ts';

const counter = 'update "order_number_counter" set "last_number" = "order_number_counter"."last_number" + 1';
const waiter: ConnectionSample = { state: 'active', waitEventType: 'Lock', query: counter, blocking: false };
const idleHolder: ConnectionSample = {
  state: 'idle in transaction',
  waitEventType: 'Client',
  query: 'insert into "order_line" …',
  blocking: true,
};
const committing: ConnectionSample = { state: 'active', waitEventType: 'IO', query: 'commit', blocking: true };
const other: ConnectionSample = { state: 'idle', waitEventType: 'Client', query: 'select 1', blocking: false };

describe('summarizeLocks', () => {
  it('averages the connections waiting for the counter, and tells how often the lock holder was waiting for the server', () => {
    const summary = summarizeLocks([
      [waiter, waiter, { ...waiter, blocking: true }, idleHolder, other],
      [waiter, committing, other, other],
      [other, other],
    ]);
    expect(summary).toEqual({ ticks: 3, waiting: 4 / 3, connections: 11 / 3, holderIdle: 0.5, held: 2 });
  });

  it('counts only waits for the counter row, and says nothing of holders when nobody was held up', () => {
    const summary = summarizeLocks([[{ ...waiter, query: 'select … for update' }, other]]);
    expect(summary.waiting).toBe(0);
    expect(summary.holderIdle).toBeNaN();
    expect(summarizeLocks([])).toMatchObject({ ticks: 0, waiting: 0, held: 0 });
  });
});
