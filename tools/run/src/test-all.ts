/**
 * The test command behind `npm test`: every check the project has, in one run. Steps run in order
 * and all of them run even after a failure, so one run reports everything that is broken. Each
 * step's time is printed and kept in test-results/steps.json (`npm run test:timings` tables it with
 * the runners' own reports), and the run fails when it takes longer than its budget.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { failureDigest } from './failure-digest.ts';
import { workspaceRoot } from './services.ts';
import {
  REPORT_DIR,
  STEPS_REPORT,
  VITEST_POSTGRES_REPORT,
  VITEST_REPORT,
  type StepsReport,
  type StepTiming,
} from './timings.ts';

interface Step {
  title: string;
  args: string[];
  env?: Record<string, string>;
  /**
   * A step that runs beside the next one instead of before it, its output held back and printed when it ends. Only
   * for a step that mostly waits on another process (the PostgreSQL server), so that the two share the two cores
   * rather than fight over them.
   */
  besideNext?: boolean;
}

/**
 * The whole run's budget on the 2-core CI machine (minutes; TEST_BUDGET_MINUTES overrides it, 0 switches it off): the
 * 45 of issue #32 and the three of the topology test (issue #26), well inside CI's 90.
 */
const BUDGET_MINUTES = Number(process.env.TEST_BUDGET_MINUTES ?? 48);

const nx = (...args: string[]) => ['nx', ...args, '--outputStyle=static'];
/** A root package.json script, so that `npm test` runs each check exactly as its own command does. */
const npmScript = (name: string) => ['npm', 'run', '--silent', name];
/** Vitest keeps its default output and also writes its JSON report into each project's test-results/. */
const vitestReport = (file: string) => ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

const steps: Step[] = [
  {
    title: 'Сгенерированный клиент API совпадает с openapi/api.yaml',
    args: nx('run', '@shop/api-contract:codegen-check'),
  },
  {
    title: 'Lint (с границами модулей) и проверка типов',
    args: nx('run-many', '-t', 'lint', 'typecheck', '--parallel=2'),
  },
  { title: 'Импорты: ни одного цикла, API по слоям (dependency-cruiser)', args: npmScript('check:imports') },
  { title: 'Повторы кода в libs/admin: не больше 4 блоков на 1000 строк (jscpd)', args: npmScript('check:duplicates') },
  { title: 'Код отформатирован (Prettier)', args: npmScript('format:check') },
];

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  steps.push({
    title: 'Тесты API и резервного копирования на PostgreSQL',
    // The Nx cache key does not include the database, so this run must not be served from the PGlite run.
    args: [
      ...nx('run-many', '-t', 'test', '-p', '@shop/api', '@shop/tools-backup', '--parallel=1', '--skip-nx-cache'),
      ...vitestReport(VITEST_POSTGRES_REPORT),
    ],
    env: { TEST_DATABASE_URL: testDatabaseUrl },
    besideNext: true,
  });
} else {
  console.log('TEST_DATABASE_URL не задан: тесты API на PostgreSQL пропущены.');
}
if (!process.env.TEST_REDIS_URL) console.log('TEST_REDIS_URL не задан: ограничения частоты на Redis не проверяются.');

steps.push(
  {
    title: 'Модульные тесты и тесты API на PGlite',
    args: [...nx('run-many', '-t', 'test', '--parallel=2'), ...vitestReport(VITEST_REPORT)],
  },
  // A fixed seed keeps CI reproducible; `npm run fuzz` alone picks a new seed each time to explore.
  {
    title: 'Контрактный фаззинг API (PGlite, 5000 запросов)',
    args: ['tsx', 'tools/fuzz/src/main.ts', '--requests', '5000', '--seed', '20261125'],
  },
  // The static build, then every story in Chromium in both colour modes and at a phone's width (check-stories.ts).
  {
    title: 'Storybook: сборка и каждая история в Chromium (светлая и тёмная тема, ширина телефона)',
    args: nx('run-many', '-t', 'test-storybook'),
  },
  // e2e suites build the apps first (dependsOn ^build) and start their own servers on their own ports. One suite at a
  // time, on purpose: each already runs two Chromium workers against its own API and app servers, which fills two
  // cores; both suites at once would time pages out rather than finish sooner.
  { title: 'Сквозные тесты Playwright в Chromium', args: nx('run-many', '-t', 'e2e', '--parallel=1') },
);

/** True when `command` is on the PATH. */
const installed = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const topologyLacks = [
  ...(testDatabaseUrl ? [] : ['TEST_DATABASE_URL']),
  ...['nginx', 'redis-server'].filter((command) => !installed(command)),
];
if (topologyLacks.length === 0) {
  // Last: it runs on the production builds the e2e step has just made, and loads both cores for about three minutes.
  steps.push({
    title: 'Топология: кластер за nginx под нагрузкой, kill -9, Redis выключен, перезапуск по очереди',
    args: npmScript('test:topology'),
    env: { TEST_DATABASE_URL: testDatabaseUrl as string },
  });
} else {
  console.log(`Нет ${topologyLacks.join(', ')}: топологический тест (npm run test:topology) пропущен.`);
}

const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  // Nx keeps its cache in the user's home, shared by every clone on a machine: in CI every check runs for real, so a
  // result is never one another clone produced, and the budget holds for a machine that has no cache at all.
  ...(process.env.CI ? { NX_SKIP_NX_CACHE: 'true' } : {}),
};
// Unit runs use PGlite; only the dedicated step above talks to PostgreSQL.
delete baseEnv.TEST_DATABASE_URL;

/**
 * Runs a step to its end and returns its output; the output also goes to the terminal as it comes, unless `hold` is
 * set (then the caller prints it when the step ends).
 */
function run(step: Step, hold: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', step.args, {
      cwd: workspaceRoot,
      env: { ...baseEnv, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      if (!hold) to.write(chunk);
    };
    child.stdout?.on('data', keep(process.stdout));
    child.stderr?.on('data', keep(process.stderr));
    child.on('error', (err) => resolve({ ok: false, output: String(err) }));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

const timings: StepTiming[] = [];
/** What each failed step said about its failure, repeated at the end of the run. */
const digests = new Map<string, string>();
const started = Date.now();

/** Runs a step, prints its result line and records its time. */
async function timed(step: Step, index: number, hold: boolean): Promise<void> {
  const began = Date.now();
  const { ok, output } = await run(step, hold);
  const seconds = Math.round((Date.now() - began) / 1000);
  if (hold)
    console.log(`\n=== ${index + 1}/${steps.length}. ${step.title} (шло параллельно со следующим шагом)\n${output}`);
  console.log(`=== ${ok ? 'OK' : 'ОШИБКА'}: ${step.title} (${seconds} с)`);
  timings.push({ title: step.title, seconds, ok });
  if (!ok) digests.set(step.title, failureDigest(output));
}

for (let index = 0; index < steps.length; index++) {
  const step = steps[index] as Step;
  const next = steps[index + 1];
  console.log(`\n=== ${index + 1}/${steps.length}. ${step.title}\n$ npx ${step.args.join(' ')}`);
  if (step.besideNext && next) {
    console.log(`\n=== ${index + 2}/${steps.length}. ${next.title}\n$ npx ${next.args.join(' ')}`);
    await Promise.all([timed(step, index, true), timed(next, index + 1, false)]);
    index += 1;
  } else {
    await timed(step, index, false);
  }
}

const totalSeconds = Math.round((Date.now() - started) / 1000);
await mkdir(join(workspaceRoot, REPORT_DIR), { recursive: true });
const report: StepsReport = { steps: timings, totalSeconds };
await writeFile(join(workspaceRoot, STEPS_REPORT), JSON.stringify(report, null, 2));

console.log('\nВремя шагов:');
for (const t of timings) console.log(`  ${String(t.seconds).padStart(5)} с  ${t.ok ? 'OK    ' : 'ОШИБКА'}  ${t.title}`);
const minutes = (totalSeconds / 60).toFixed(1);
const overBudget = BUDGET_MINUTES > 0 && totalSeconds > BUDGET_MINUTES * 60;
console.log(
  `  ${String(totalSeconds).padStart(5)} с  всего (${minutes} мин, бюджет ${BUDGET_MINUTES > 0 ? `${BUDGET_MINUTES} мин` : 'выключен'})`,
);
if (overBudget) console.log(`Превышен бюджет: ${minutes} мин > ${BUDGET_MINUTES} мин (TEST_BUDGET_MINUTES).`);

const failed = timings.filter((t) => !t.ok);
console.log('');
for (const t of failed) console.log(`\n=== Не прошло: ${t.title}\n${digests.get(t.title) ?? ''}`);
console.log('');
console.log(`steps: ${steps.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 && !overBudget ? 0 : 1);
