/**
 * Lighthouse (mobile, simulated throttling: Lighthouse's defaults) on the storefront's home, a category and a
 * product page, printing the four category scores and the paint and blocking figures. Beside each page, the
 * floor: the same server-rendered HTML with its scripts taken out, served by a bare Node server (styles and
 * images still come from the storefront), so the gap is what the JavaScript and the server cost.
 *
 *   npm start                       # the demo shop, storefront on :3000
 *   npm run bench:lighthouse        # or: npm run bench:lighthouse -- http://127.0.0.1:3000
 *
 * Chromium comes from Debian (CHROME_PATH, default /usr/bin/chromium).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { servePageWithoutScripts } from './floor.ts';
import { pagesToAudit } from './pages.ts';
import { printTable, type Row } from './report.ts';

const storefront = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const rows: Row[] = [];
try {
  for (const page of await pagesToAudit(storefront)) {
    rows.push(await audit(page.name, storefront + page.path));
    const floor = await servePageWithoutScripts(storefront, page.path);
    try {
      rows.push(await audit(`${page.name}: floor`, floor.url));
    } finally {
      await floor.close();
    }
  }
} finally {
  await chrome.kill();
}
printTable(rows);

async function audit(name: string, url: string): Promise<Row> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  return {
    name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    failed: Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((item) => item && item.score !== null && item.score < 0.9)
      .map((item) => item?.id ?? ''),
  };
}
