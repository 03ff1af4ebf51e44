/**
 * The test command behind `npm test`: every check the project has, in one run. Steps run in order
 * and all of them run even after a failure, so one run reports everything that is broken.
 */
import { spawnSync } from 'node:child_process';
import { workspaceRoot } from './services.ts';

interface Step {
  title: string;
  args: string[];
  env?: Record<string, string>;
}

const nx = (...args: string[]) => ['nx', ...args, '--outputStyle=static'];

const steps: Step[] = [
  { title: 'Сгенерированный клиент API совпадает с openapi/api.yaml', args: nx('run', '@shop/api-contract:codegen-check') },
  { title: 'Lint (с границами модулей) и проверка типов', args: nx('run-many', '-t', 'lint', 'typecheck', '--parallel=2') },
  { title: 'Модульные тесты и тесты API на PGlite', args: nx('run-many', '-t', 'test', '--parallel=2') },
  // A fixed seed keeps CI reproducible; `npm run fuzz` alone picks a new seed each time to explore.
  { title: 'Контрактный фаззинг API (PGlite, 5000 запросов)', args: ['tsx', 'tools/fuzz/src/main.ts', '--requests', '5000', '--seed', '20261125'] },
];

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  steps.push({
    title: 'Тесты API на PostgreSQL',
    // The Nx cache key does not include the database, so this run must not be served from the PGlite run.
    args: nx('run', '@shop/api:test', '--skip-nx-cache'),
    env: { TEST_DATABASE_URL: testDatabaseUrl },
  });
} else {
  console.log('TEST_DATABASE_URL не задан: тесты API на PostgreSQL пропущены.');
}
if (!process.env.TEST_REDIS_URL) console.log('TEST_REDIS_URL не задан: ограничения частоты на Redis не проверяются.');

steps.push(
  { title: 'Сборка Storybook', args: nx('run-many', '-t', 'build-storybook') },
  // e2e suites build the apps first (dependsOn ^build) and start their own servers on their own ports.
  { title: 'Сквозные тесты Playwright в Chromium', args: nx('run-many', '-t', 'e2e', '--parallel=1') },
);

const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
// Unit runs use PGlite; only the dedicated step above talks to PostgreSQL.
delete baseEnv.TEST_DATABASE_URL;

const failed: string[] = [];
for (const [index, step] of steps.entries()) {
  console.log(`\n=== ${index + 1}/${steps.length}. ${step.title}\n$ npx ${step.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npx', step.args, {
    cwd: workspaceRoot,
    env: { ...baseEnv, ...step.env },
    stdio: 'inherit',
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = result.status === 0;
  console.log(`=== ${ok ? 'OK' : 'ОШИБКА'}: ${step.title} (${seconds} с)`);
  if (!ok) failed.push(step.title);
}

console.log('');
for (const title of failed) console.log(`Не прошло: ${title}`);
console.log(`steps: ${steps.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
