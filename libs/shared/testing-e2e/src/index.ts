import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

const apiDir = fileURLToPath(new URL('../../../../apps/api', import.meta.url));

/**
 * The settings both suites share: Debian's Chromium (`CHROME_PATH`, never downloaded), two workers
 * for two shared cores, one retry in CI, traces kept for failures.
 */
export function e2eConfig(baseURL: string): PlaywrightTestConfig {
  return {
    testDir: './src',
    fullyParallel: true,
    forbidOnly: !!process.env.CI,
    retries: process.env.CI ? 1 : 0,
    workers: 2,
    // The JSON report feeds `npm run test:timings` (tools/run/src/timings.ts reads it from this path).
    reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: 'test-results/playwright.json' }]],
    timeout: 60_000,
    use: {
      baseURL,
      browserName: 'chromium',
      trace: 'retain-on-failure',
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        // Without the background-networking flags Chromium keeps dialling out of this closed network.
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-quic',
          '--no-first-run',
        ],
      },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  };
}

/**
 * The `INTERNAL_TOKEN` the suites' API (NODE_ENV=production, where it is required) and storefronts share, so the
 * storefront's render cache may subscribe to `/internal/changes`. Test-only.
 */
export const E2E_INTERNAL_TOKEN = 'e2e-only-internal-token-0123456789abcdef';

/**
 * The API as a Playwright web server on its own port, over an in-memory database, so each suite
 * starts from an empty shop and runs beside `npm start` and the other suite.
 */
export function apiWebServer(options: { port: number; suite: string; env?: Record<string, string> }): WebServer {
  return {
    command: 'npx tsx src/main.ts',
    cwd: apiDir,
    url: `http://127.0.0.1:${options.port}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      API_HOST: '127.0.0.1',
      API_PORT: String(options.port),
      PGLITE_DATA_DIR: 'memory://',
      // A fixed path rather than mkdtemp: the config is evaluated again in every worker.
      STORAGE_DIR: join(tmpdir(), `shop-${options.suite}-e2e-storage`),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      INTERNAL_TOKEN: E2E_INTERNAL_TOKEN,
      ...options.env,
    },
  };
}
