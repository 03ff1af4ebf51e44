/** One server-sent event: its `event:` name ('message' when absent) and its `data:` lines joined by newlines. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Parses a `text/event-stream` fed in chunks as they arrive (a chunk may end mid-line or mid-event). Comment lines
 * (`: keep-alive`) and unknown fields are skipped; an event is complete at its blank line.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  /** Feeds the next chunk of text; returns the events it completed, in order. */
  push(chunk: string): ServerSentEvent[] {
    this.buffer += chunk;
    const events: ServerSentEvent[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = this.buffer.slice(0, newline);
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (this.buffer[newline] === '\r' && newline === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(newline + (this.buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (this.data.length > 0) events.push({ event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
    }
    return events;
  }
}
