import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the local SMTP server received. */
export interface CapturedMessage {
  from: string;
  to: string[];
  /** The raw RFC 5322 message. */
  raw: string;
}

/** A real SMTP server on a random loopback port that keeps every message it receives. */
export async function startSmtpServer(): Promise<{ url: string; messages: CapturedMessage[]; close(): Promise<void> }> {
  const messages: CapturedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded bodies of a raw MIME message's parts (base64 and quoted-printable undone), joined. */
export function messageText(raw: string): string {
  const sections = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return sections
    .map((section) => {
      const split = section.search(/\r?\n\r?\n/);
      if (split < 0) return '';
      const headers = section.slice(0, split);
      const body = section.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
        try {
          return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
        } catch {
          return bytes;
        }
      }
      return body;
    })
    .join('\n');
}

/** The token of the first storefront link under `path` in a raw message. */
export function linkToken(raw: string, path: string): string | undefined {
  const escaped = path.replace(/[/]/g, '\\/');
  return new RegExp(`${escaped}([A-Za-z0-9_-]{43})`).exec(messageText(raw))?.[1];
}
