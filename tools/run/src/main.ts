/**
 * The run command behind `npm start`: fills the demo catalogue into an empty database (unless
 * `--no-demo` or SHOP_DEMO=0), starts the API, the storefront and the admin (already built by the npm
 * script), waits until each answers, prints their URLs, and stops all three together.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeServices, workspaceRoot, type ServiceSpec } from './services.ts';
import { buildFrontends } from './build-frontends.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';
import { NoticeCollector } from './notices.ts';
import { Supervisor } from './supervisor.ts';

const envFile = join(workspaceRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

if (process.argv.includes('--build')) buildFrontends();

const services = describeServices(process.env);
const notices = new NoticeCollector();
const supervisor = new Supervisor((line) => notices.remember(line));

// The API owns the database, so it must be up (migrations applied) before the others take traffic.
const [api, ...frontends] = services as [ServiceSpec, ...ServiceSpec[]];
const withDemo = !process.argv.includes('--no-demo') && process.env.SHOP_DEMO !== '0';
try {
  if (withDemo) await seedDemoIfEmpty(supervisor);
  else console.log('Демо-каталог пропущен (--no-demo или SHOP_DEMO=0).');
  await supervisor.startAll([api]);
  await supervisor.startAll(frontends);
} catch (error) {
  console.error((error as Error).message);
  await supervisor.stopAll(1);
}

const width = Math.max(...services.map((service) => service.name.length));
console.log('\nМагазин запущен:');
for (const service of services) console.log(`  ${service.name.padEnd(width)}  ${service.publicUrl}`);
if (notices.lines.length > 0)
  console.log(`\n${notices.lines.join('\n')}\n(пароль администратора показан один раз: сохраните его)`);
console.log('\nCtrl+C останавливает все три процесса.\n');
