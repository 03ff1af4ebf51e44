import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

describe('SseParser', () => {
  it('reads events split across chunks anywhere, skipping comments', () => {
    const parser = new SseParser();
    const stream =
      'event: ready\ndata: {"generation":1}\n\n: keep-alive\n\nevent: change\r\ndata: {"generation":2,\r\ndata: "scope":"catalogue"}\r\n\r\n';
    const events = [];
    for (let i = 0; i < stream.length; i += 3) events.push(...parser.push(stream.slice(i, i + 3)));
    expect(events).toEqual([
      { event: 'ready', data: '{"generation":1}' },
      { event: 'change', data: '{"generation":2,\n"scope":"catalogue"}' },
    ]);
  });

  it('names an event without `event:` a message and ignores one without data', () => {
    expect(new SseParser().push('event: change\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });
});
