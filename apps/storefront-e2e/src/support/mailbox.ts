import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Port of the capture SMTP server the suite's API sends its letters to (SMTP_URL in playwright.config.ts, keep equal). */
export const SMTP_PORT = 4125;

/** Where captured letters are written, one file each, so every test worker can read them. */
export const MAILBOX_DIR = join(tmpdir(), 'shop-storefront-e2e-mail');

/** A letter as captured: its recipients and the raw RFC 5322 text. */
export interface CapturedLetter {
  to: string[];
  raw: string;
  receivedAt: number;
}

/** Starts a real SMTP server on {@link SMTP_PORT} that files every letter into {@link MAILBOX_DIR}; returns its stop. */
export async function startMailCapture(): Promise<() => Promise<void>> {
  await rm(MAILBOX_DIR, { recursive: true, force: true });
  await mkdir(MAILBOX_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const letter: CapturedLetter = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        n += 1;
        const name = `${String(letter.receivedAt).padStart(15, '0')}-${String(n).padStart(5, '0')}.json`;
        writeFile(join(MAILBOX_DIR, name), JSON.stringify(letter)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  if (port !== SMTP_PORT) throw new Error(`SMTP capture listens on ${port}, expected ${SMTP_PORT}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Undoes quoted-printable soft line breaks and `=XX` escapes, so links in the text part can be matched. */
function unfold(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Decodes the base64 body parts too (nodemailer may choose base64 for Cyrillic text). */
function bodies(raw: string): string {
  const decoded = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) => {
    try {
      return Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8');
    } catch {
      return '';
    }
  });
  return [unfold(raw), ...decoded].join('\n');
}

/** The letters to `email` received after `since`, newest first, each as its decoded text. */
export async function lettersTo(email: string, since: number): Promise<string[]> {
  const files = (await readdir(MAILBOX_DIR).catch(() => [] as string[])).sort().reverse();
  const found: string[] = [];
  for (const file of files) {
    const letter = JSON.parse(await readFile(join(MAILBOX_DIR, file), 'utf8')) as CapturedLetter;
    if (letter.receivedAt >= since && letter.to.includes(email.toLowerCase())) found.push(bodies(letter.raw));
  }
  return found;
}

/**
 * Waits for the newest letter to `email` carrying a storefront link under `path` (e.g. '/auth/recovery/')
 * that was received after `since`, and returns that link.
 */
export async function waitForLink(email: string, path: string, since: number, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/]/g, '\\/')}[A-Za-z0-9_.-]+`);
  while (Date.now() < deadline) {
    for (const letter of await lettersTo(email, since)) {
      const link = pattern.exec(letter)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no letter to ${email} with a ${path} link arrived within ${timeoutMs} ms`);
}
