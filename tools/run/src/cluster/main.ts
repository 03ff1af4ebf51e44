/**
 * `npm run start:cluster [-- --processes N] [--port-offset K] [--no-build] [--no-demo]`: the shop as it runs in production, on one
 * machine. Builds once, fills the demo catalogue into an empty database, starts N API processes (the first one alone
 * until it has migrated the database), N storefront processes and the admin server, writes an nginx configuration
 * that balances them and runs nginx on it, then prints the public URLs. Needs PostgreSQL (DATABASE_URL), Redis
 * (REDIS_URL) and nginx; Ctrl+C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFrontends } from '../build-frontends.ts';
import { seedDemoIfEmpty } from '../demo-seed.ts';
import { workspaceRoot } from '../services.ts';
import { NoticeCollector } from '../notices.ts';
import { Supervisor } from '../supervisor.ts';
import { nginxMainConfig } from './nginx-config.ts';
import { DEFAULT_CLUSTER_OPTIONS, planCluster, shiftPorts, type ClusterSecrets } from './plan.ts';

const envFile = join(workspaceRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: String(DEFAULT_CLUSTER_OPTIONS.processes) },
    'port-offset': { type: 'string', default: '0' },
    build: { type: 'boolean', default: true },
    demo: { type: 'boolean', default: true },
  },
  allowNegative: true,
});

/** Says what is missing in plain words and stops before anything starts. */
function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

const processes = Number(values.processes);
if (!Number.isInteger(processes) || processes < 1 || processes > 16)
  refuse('--processes: целое число от 1 до 16 (процессов API и витрины каждого вида).');
const { DATABASE_URL, REDIS_URL } = process.env;
if (DATABASE_URL === undefined || REDIS_URL === undefined)
  refuse(
    'Кластеру нужны PostgreSQL и Redis: задайте DATABASE_URL и REDIS_URL (в окружении или в .env).\n' +
      'Встроенная PGlite обслуживает только один процесс: для одной машины есть npm start.',
  );
const nginx = spawnSync('nginx', ['-v']);
if (nginx.error !== undefined) refuse('nginx не найден: установите его (Debian: apt-get install nginx).');

const portOffset = Number(values['port-offset']);
if (!Number.isInteger(portOffset) || portOffset < 0 || portOffset > 50_000) refuse('--port-offset: целое число от 0.');
const options = shiftPorts({ ...DEFAULT_CLUSTER_OPTIONS, processes }, portOffset);
// Its own folder per port offset, so a test cluster never rewrites the configuration of one that runs.
const runDir = join(workspaceRoot, portOffset === 0 ? 'data/cluster' : `data/cluster-${portOffset}`);
await mkdir(join(runDir, 'temp'), { recursive: true });
const secrets = await clusterSecrets(join(runDir, 'secrets.json'));
const plan = planCluster(options, { DATABASE_URL, REDIS_URL }, secrets);

if (values.build) buildFrontends();

const notices = new NoticeCollector();
const supervisor = new Supervisor((line) => notices.remember(line), 16);

if (values.demo) await seedDemoIfEmpty(supervisor);

const confFile = join(runDir, 'nginx.conf');
await writeFile(
  confFile,
  nginxMainConfig(
    {
      host: options.host,
      ports: options.ports,
      apiPorts: plan.apis.map((api) => api.port),
      storefrontPorts: plan.storefronts.map((storefront) => storefront.port),
      adminPort: plan.admin.port,
      storefrontAssets: join(workspaceRoot, 'apps/storefront/build/client'),
    },
    runDir,
  ),
);

try {
  // The first API migrates the database; the others start on a migrated one. nginx comes next: the storefronts reach
  // the API (and its change stream) through it.
  const [firstApi, ...otherApis] = plan.apis;
  if (firstApi !== undefined) await supervisor.startAll([firstApi]);
  await supervisor.startAll(otherApis);
  await supervisor.startAll([
    {
      name: 'nginx',
      cwd: runDir,
      entry: { command: 'nginx', args: ['-p', runDir, '-c', confFile, '-g', 'daemon off;'] },
      env: {},
      healthUrl: `http://127.0.0.1:${options.ports.internalApi}/health`,
    },
  ]);
  await supervisor.startAll([...plan.storefronts, plan.admin]);
} catch (error) {
  console.error((error as Error).message);
  await supervisor.stopAll(1);
}

console.log(`
Кластер запущен (${processes} × API, ${processes} × витрина, админка, nginx):
  витрина   ${plan.urls.storefront}
  админка   ${plan.urls.admin}
  API       ${plan.urls.api}
  метрики   ${[...plan.apis, ...plan.storefronts].map((spec) => `http://127.0.0.1:${spec.metricsPort}/metrics`).join('  ')}
  nginx     ${confFile}

Упавший процесс перезапускается сам; Ctrl+C останавливает все.
`);
if (notices.lines.length > 0)
  console.log(`${notices.lines.join('\n')}\n(пароль администратора показан один раз: сохраните его)\n`);

/** The JWT key and the internal token every process shares: made once, kept in data/cluster (git-ignored, mode 600). */
async function clusterSecrets(file: string): Promise<ClusterSecrets> {
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as ClusterSecrets;
  const made: ClusterSecrets = {
    jwtSecret: process.env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    internalToken: process.env.INTERNAL_TOKEN ?? randomBytes(32).toString('base64url'),
  };
  await writeFile(file, JSON.stringify(made), { mode: 0o600 });
  return made;
}
