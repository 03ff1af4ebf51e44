import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CUSTOMER_GROUPS } from './catalogue';
import { DEFAULT_PGLITE_DIR, openPglite, openPostgres, type SeedDatabase } from './database';
import { DEMO_CUSTOMER } from './demo-customer';
import { storageOf } from './local-storage';
import { DEMO_SIZE, isCatalogueEmpty, seedCatalogue } from './seed';

const USAGE =
  'Usage: tsx tools/seed/src/main.ts --size demo|<number> [--database-url postgres://…] [--pglite-dir <folder>] [--storage-dir <folder>] [--no-images] [--seed <number>] [--if-empty]';

/** The number of products `--size` asks for. */
export function parseSize(value: string | undefined): number {
  if (value === undefined || value === 'demo') return DEMO_SIZE;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000)
    throw new Error(`--size must be 'demo' or a whole number from 1 to 10 000 000, not '${value}'`);
  return n;
}

/** The API's default local storage folder (its STORAGE_DIR default). */
const DEFAULT_STORAGE_DIR = fileURLToPath(new URL('../../../data/storage', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string' },
      'database-url': { type: 'string' },
      'pglite-dir': { type: 'string' },
      seed: { type: 'string' },
      'storage-dir': { type: 'string' },
      'no-images': { type: 'boolean' },
      // The run command's mode: a catalogue already there is not an error, just nothing to do.
      'if-empty': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  const size = parseSize(values.size);
  // Like the API: DATABASE_URL chooses PostgreSQL, otherwise the embedded PGlite folder.
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  const db =
    url !== undefined && url !== ''
      ? await openPostgres(url)
      : await openPglite(values['pglite-dir'] ?? process.env.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DIR);
  // Images only at demo size (a benchmark catalogue needs rows, not pictures), and only with local storage.
  const demo = values.size === undefined || values.size === 'demo';
  const s3 = process.env.S3_ENDPOINT !== undefined && process.env.S3_ENDPOINT !== '';
  if (demo && s3)
    console.warn('S3_ENDPOINT is set: the seed writes images to local storage only, so none are generated');
  const images =
    demo && !s3 && values['no-images'] !== true
      ? { bucket: 'public', put: storageOf(values['storage-dir'] ?? process.env.STORAGE_DIR ?? DEFAULT_STORAGE_DIR) }
      : undefined;
  const started = performance.now();
  try {
    if (values['if-empty'] === true && !(await isCatalogueEmpty(db.client))) {
      console.log('Каталог уже заполнен: демо-данные не добавлены.');
      if (demo && (await hasUser(db.client, DEMO_CUSTOMER.email))) printDemoCustomer();
      return;
    }
    const report = await seedCatalogue(db.client, {
      size,
      seed: values.seed === undefined ? undefined : Number(values.seed),
      images,
      demoCustomer: demo,
      onProgress: (done) => process.stdout.write(`\r${done} / ${size} products`),
    });
    process.stdout.write('\n');
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s:`, report);
    if (report.demoCustomer !== null) printDemoCustomer();
  } finally {
    await db.close();
  }
}

async function hasUser(db: SeedDatabase['client'], email: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

/** The lines the run command repeats under its URLs (it looks for the first one; a blank line ends them). */
function printDemoCustomer(): void {
  console.log(
    `\nДемо-покупатель (группа «${CUSTOMER_GROUPS.at(-1)?.title ?? ''}», видит групповые цены):\n  email:  ${DEMO_CUSTOMER.email}\n  пароль: ${DEMO_CUSTOMER.password}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  console.error(USAGE);
  process.exitCode = 1;
});
