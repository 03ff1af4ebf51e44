/**
 * The run command behind `npm start`: fills the demo catalogue into an empty database (unless
 * `--no-demo` or SHOP_DEMO=0), starts the API, the storefront and the admin (already built by the npm
 * script), waits until each answers, prints their URLs, and stops all three together.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeServices, workspaceRoot, type ServiceSpec } from './services.ts';

const HEALTH_TIMEOUT_MS = 90_000;

const envFile = join(workspaceRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

if (process.argv.includes('--build')) {
  // Builds are cached by Nx, so a second start only pays for what changed.
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--projects=@shop/storefront,@shop/admin', '--outputStyle=static'],
    {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const services = describeServices(process.env);
const children = new Map<string, ChildProcess>();
let stopping = false;
/**
 * Lines worth repeating under the URLs: the API prints a new first administrator's password once, the
 * demo seed the demo customer's account. Each block runs from its first line to a blank line.
 */
const notices: string[] = [];
const NOTICE_STARTS = ['Первый администратор создан', 'Демо-покупатель'];
let capturingNotice = false;

function remember(line: string): void {
  if (NOTICE_STARTS.some((start) => line.includes(start))) {
    capturingNotice = true;
    if (notices.length > 0) notices.push('');
  }
  if (!capturingNotice) return;
  if (line.trim() === '') capturingNotice = false;
  else notices.push(line);
}

/** Prints a child's output line by line under `prefix`, remembering the notices in it. */
function relay(child: ChildProcess, prefix: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        process.stdout.write(`${prefix}${line}\n`);
        remember(line);
      }
    });
  }
}

/**
 * The demo catalogue (tools/seed at demo size, with images and the demo customer) when the database the
 * API will open has no catalogue yet; the seed itself checks that, so a second start adds nothing. Runs
 * before the API because an embedded PGlite folder has one user at a time.
 */
async function seedDemoIfEmpty(): Promise<void> {
  const seed = spawn(process.execPath, ['--import', 'tsx', 'tools/seed/src/main.ts', '--size', 'demo', '--if-empty'], {
    cwd: workspaceRoot,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relay(seed, '[demo]'.padEnd(13));
  const code = await new Promise<number | null>((resolve) => seed.on('exit', resolve));
  // A shop without demo data still works: say so and go on.
  if (code !== 0) console.error(`Демо-каталог не заполнен (код ${code}); магазин запускается без него.`);
}

function start(service: ServiceSpec): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', service.entry], {
    cwd: service.cwd,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${service.name}]`.padEnd(13);
  relay(child, prefix);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}остановлен (код ${code ?? signal}); останавливаю остальные`);
    void stopAll(1);
  });
  return child;
}

async function waitUntilUp(service: ServiceSpec): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(service.healthUrl, { redirect: 'manual' });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  throw new Error(`${service.name} не ответил на ${service.healthUrl} за ${HEALTH_TIMEOUT_MS / 1000} с`);
}

async function stopAll(exitCode: number): Promise<never> {
  stopping = true;
  const exits = [...children.values()].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        // A process that ignores SIGTERM must not keep the terminal hostage.
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  );
  await Promise.all(exits);
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// The API owns the database, so it must be up (migrations applied) before the others take traffic.
const [api, ...frontends] = services as [ServiceSpec, ...ServiceSpec[]];
const withDemo = !process.argv.includes('--no-demo') && process.env.SHOP_DEMO !== '0';
try {
  if (withDemo) await seedDemoIfEmpty();
  else console.log('Демо-каталог пропущен (--no-demo или SHOP_DEMO=0).');
  children.set(api.name, start(api));
  await waitUntilUp(api);
  for (const service of frontends) children.set(service.name, start(service));
  await Promise.all(frontends.map(waitUntilUp));
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}

const width = Math.max(...services.map((service) => service.name.length));
console.log('\nМагазин запущен:');
for (const service of services) console.log(`  ${service.name.padEnd(width)}  ${service.publicUrl}`);
if (notices.length > 0) console.log(`\n${notices.join('\n')}\n(пароль администратора показан один раз: сохраните его)`);
console.log('\nCtrl+C останавливает все три процесса.\n');
