/**
 * The run command behind `npm start`: starts the API, the storefront and the admin (already built
 * by the npm script), waits until each answers, prints their URLs, and stops all three together.
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
    { cwd: workspaceRoot, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const services = describeServices(process.env);
const children = new Map<string, ChildProcess>();
let stopping = false;
/** Lines worth repeating under the URLs: the API prints a new first administrator's password once. */
const notices: string[] = [];
let capturingNotice = false;

function remember(line: string): void {
  if (line.includes('Первый администратор создан')) capturingNotice = true;
  if (!capturingNotice) return;
  if (line.trim() === '') capturingNotice = false;
  else notices.push(line);
}

function start(service: ServiceSpec): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', service.entry], {
    cwd: service.cwd,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${service.name}]`.padEnd(13);
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
try {
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
if (notices.length > 0) console.log(`\n${notices.join('\n')}\n(пароль показан один раз: сохраните его)`);
console.log('\nCtrl+C останавливает все три процесса.\n');
