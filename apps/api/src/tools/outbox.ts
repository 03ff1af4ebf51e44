/**
 * Lists the development outbox, latest first: `npm run outbox` (all) or `npm run outbox -- 3` (the last 3).
 * Letters land there when `SMTP_URL` is unset; the directory is `OUTBOX_DIR` (default `<repo>/data/outbox`).
 */
import { ConfigError, loadConfig } from '../config';
import { readOutbox } from '../mail/mailer';

async function main(): Promise<void> {
  const { mail } = loadConfig();
  const limit = Number(process.argv[2] ?? Infinity);
  const letters = (await readOutbox(mail.outboxDir)).slice(0, Number.isFinite(limit) && limit > 0 ? limit : undefined);
  if (letters.length === 0) {
    console.log(`Исходящих писем нет (${mail.outboxDir}).`);
    return;
  }
  for (const letter of letters) {
    console.log(`${letter.createdAt}  ${letter.to}\n  ${letter.subject}`);
    for (const link of letter.links) console.log(`  ${link}`);
    console.log('');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
