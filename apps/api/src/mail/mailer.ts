import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import type { MailConfig } from '../config';

/** One letter to one person. */
export interface Letter {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the letter carries (logged and kept in the outbox so developers can follow them). */
  links: string[];
}

/** Sends letters (SMTP, or the development outbox). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(letter: Letter): Promise<void>;
  close(): Promise<void>;
}

/** A letter as the outbox keeps it (one JSON file each). */
export interface OutboxLetter extends Letter {
  createdAt: string;
}

/** Letters through an SMTP server (nodemailer), e.g. `smtp://user:pw@smtp.example.ru:587`. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(letter: Letter): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: letter.to,
      subject: letter.subject,
      text: letter.text,
      html: letter.html,
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/**
 * Development mail: each letter becomes `<dir>/<time>-<id>.json` and a log line with the subject,
 * recipient and links (never a password; letters carry none). `npm run outbox` lists them.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    readonly dir: string,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async send(letter: Letter): Promise<void> {
    const createdAt = this.clock.now();
    const stored: OutboxLetter = { ...letter, createdAt: createdAt.toISOString() };
    await mkdir(this.dir, { recursive: true });
    // Time first so names sort by age; written beside and renamed so a reader never sees half a letter.
    const name = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
    const temp = join(this.dir, `.${name}.tmp`);
    await writeFile(temp, JSON.stringify(stored, null, 2));
    await rename(temp, join(this.dir, name));
    this.log.info(
      { mail: { to: letter.to, subject: letter.subject, links: letter.links, file: name } },
      'letter written to the outbox',
    );
  }

  async close(): Promise<void> {
    // Nothing is held open between letters.
    return undefined;
  }
}

/** Letters in an outbox directory, latest first. */
export async function readOutbox(dir: string): Promise<OutboxLetter[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const letters = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxLetter),
  );
  return letters.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The configured mailer: SMTP when `SMTP_URL` is set, the outbox otherwise. */
export function createMailer(config: MailConfig, clock: Clock, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return config.smtpUrl !== undefined
    ? new SmtpMailer(config.smtpUrl, config.from)
    : new OutboxMailer(config.outboxDir, clock, log);
}

/**
 * Sends a letter that reports a change already made: a failure is logged, not thrown, since the change stands and
 * the letter can be asked for again.
 */
export async function sendQuietly(
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'error'>,
  letter: Letter,
  kind: string,
): Promise<void> {
  try {
    await mailer.send(letter);
  } catch (err) {
    log.error({ err, mail: { kind, subject: letter.subject } }, 'letter could not be sent');
  }
}
