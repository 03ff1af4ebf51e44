/**
 * What each app's pages load on a first visit: the JavaScript files, raw, gzipped and brotli-compressed, read from
 * the production builds. The admin: the sign-in screen (the entry chunk) and each lazily loaded chunk on top of it;
 * the storefront: home, a category, a product, sign-in and the account page. The target (120 kB of gzipped
 * JavaScript for the admin's sign-in screen and the shell, and for a product page) is printed beside them, never
 * asserted.
 *
 *   npm run bench:bundle                # builds both apps first (Nx-cached)
 *   npm run bench:bundle -- --no-build  # measures the builds already on disk
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { adminEntryLoad, adminLazyChunks, readAdminManifest } from './admin.ts';
import { weigh, type Weight } from './sizes.ts';
import { readStorefrontManifest, storefrontFirstLoad } from './storefront.ts';

const TARGET_GZIP_BYTES = 120 * 1024;
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const adminDist = `${root}apps/admin/dist`;
const storefrontClient = `${root}apps/storefront/build/client`;

if (!process.argv.includes('--no-build')) {
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', '@shop/admin', '@shop/storefront', '--outputStyle=static'],
    { cwd: root, stdio: 'ignore' },
  );
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: { name: string; weight: Weight; target: boolean }[] = [];

const adminManifest = readAdminManifest(adminDist);
const adminEntry = adminEntryLoad(adminManifest);
rows.push({ name: 'admin: sign-in screen (entry)', weight: weigh(adminDist, adminEntry), target: true });
const lazyChunks = adminLazyChunks(adminManifest).sort((a, b) => a.name.localeCompare(b.name));
const shell = lazyChunks.find((chunk) => chunk.name === 'shell');
for (const chunk of lazyChunks) {
  const below = chunk.name === 'shell' ? adminEntry : [...adminEntry, ...(shell?.files ?? [])];
  const own = chunk.files.filter((file) => !below.includes(file));
  rows.push({ name: `admin: + ${chunk.name}`, weight: weigh(adminDist, own), target: false });
  if (chunk.name === 'shell')
    rows.push({
      name: 'admin: sign-in screen + shell',
      weight: weigh(adminDist, [...adminEntry, ...chunk.files]),
      target: true,
    });
}

const manifest = readStorefrontManifest(storefrontClient);
const pages: [string, string, boolean][] = [
  ['home', 'routes/home', false],
  ['category', 'routes/catalogue/category', false],
  ['product', 'routes/catalogue/product', true],
  ['sign-in', 'routes/auth/login', false],
  ['account', 'routes/account/account', false],
];
for (const [name, routeId, target] of pages) {
  rows.push({
    name: `storefront: ${name}`,
    weight: weigh(storefrontClient, storefrontFirstLoad(manifest, routeId)),
    target,
  });
}
// The floor of any hydrated page: React, React Router and TanStack Query, before a line of the shop's own code.
const framework = storefrontFirstLoad(manifest, 'root').filter((file) => /\/framework-[\w-]+\.js$/.test(file));
rows.push({ name: 'storefront: of which framework', weight: weigh(storefrontClient, framework), target: false });

const width = Math.max(...rows.map((row) => row.name.length));
console.log(
  `${'JavaScript of a first load'.padEnd(width)}  files     raw kB  gzip kB  brotli kB  target (gzip ≤ ${kB(TARGET_GZIP_BYTES)} kB)`,
);
for (const { name, weight, target } of rows) {
  const mark = target ? (weight.gzip <= TARGET_GZIP_BYTES ? '✓' : '✗') : '';
  console.log(
    `${name.padEnd(width)}  ${String(weight.files).padStart(5)}  ${kB(weight.raw).padStart(9)}  ${kB(weight.gzip).padStart(7)}  ${kB(weight.brotli).padStart(9)}  ${mark}`,
  );
}
