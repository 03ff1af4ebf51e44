/**
 * The story check (`nx run @shop/ui-kit:test-storybook`, a step of `npm test`): renders every story of the static
 * Storybook build in Chromium, in the light mode on a desktop and in the dark mode at a phone's width, and fails on a
 * story that logs an error to the console, throws (in rendering or in its play function), or draws nothing. One
 * browser page per pass loads the preview once and switches stories over the preview's channel, as the Storybook UI
 * does, so the whole check takes seconds rather than a page load per story.
 *
 *   tsx tools/run/src/storybook/check-stories.ts [storybook-static folder]
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { workspaceRoot } from '../services.ts';
import { failureReport, PASSES, storiesOf, type Pass, type StoryFailure, type StoryRef } from './stories.ts';

const staticDir = resolve(process.argv[2] ?? join(workspaceRoot, 'libs/shared/ui-kit/storybook-static'));
/** A story that has not rendered by then is reported as hanging. */
const STORY_TIMEOUT_MS = 15_000;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** Serves the build on a free loopback port (no fixed port: it runs beside anything else). */
async function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://story.check').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
            'Cache-Control': 'max-age=3600',
          })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The first line of a message: the rest is a stack of the minified build or the DOM a query searched. */
const firstLine = (text: string) => text.split('\n', 1)[0] ?? '';

/** How a story's rendering ended, as the preview's channel told it. */
type Outcome = { ended: 'rendered' } | { ended: 'failed'; message: string };

/**
 * Asks the loaded preview to show `storyId` and resolves when it has rendered (its play function included) or failed.
 * Runs in the page: the preview's channel events are those of storybook/internal/core-events.
 */
function showStory(page: Page, storyId: string): Promise<Outcome> {
  return page.evaluate(
    ({ storyId, timeoutMs }) =>
      new Promise<Outcome>((resolve) => {
        type Channel = {
          on(event: string, f: (arg: unknown) => void): void;
          off(event: string, f: (arg: unknown) => void): void;
          emit(event: string, arg: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const describe = (arg: unknown) => {
          const error = arg as { title?: string; description?: string; message?: string } | undefined;
          return [error?.title, error?.description, error?.message].filter(Boolean).join(': ') || String(arg);
        };
        const handlers: Record<string, (arg: unknown) => void> = {
          storyRendered: (id) => {
            if (id === storyId) finish({ ended: 'rendered' });
          },
          storyErrored: (arg) => finish({ ended: 'failed', message: `ошибка истории: ${describe(arg)}` }),
          storyThrewException: (arg) => finish({ ended: 'failed', message: `исключение: ${describe(arg)}` }),
          playFunctionThrewException: (arg) => finish({ ended: 'failed', message: `play: ${describe(arg)}` }),
          storyMissing: () => finish({ ended: 'failed', message: 'история не найдена' }),
        };
        const timer = setTimeout(
          () => finish({ ended: 'failed', message: `не отрисовалась за ${timeoutMs / 1000} с` }),
          timeoutMs,
        );
        function finish(outcome: Outcome) {
          clearTimeout(timer);
          for (const [event, handler] of Object.entries(handlers)) channel.off(event, handler);
          resolve(outcome);
        }
        for (const [event, handler] of Object.entries(handlers)) channel.on(event, handler);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, timeoutMs: STORY_TIMEOUT_MS },
  );
}

/**
 * True when the story drew something within a second (a loading bar shows after its delay): visible content in the
 * story's root or in a portal beside it (a dialog or a toast renders into the body), not counting the preview's own
 * wrappers.
 */
async function drewSomething(page: Page): Promise<boolean> {
  const drawn = () =>
    page.evaluate(() => {
      // Drawn: a box with text, a picture or a field in it, or painted itself (a loading bar is a coloured strip).
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(element);
        const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none';
        return Boolean(
          painted || element.textContent?.trim() || element.querySelector('img, svg, canvas, input, textarea, select'),
        );
      };
      const candidates = [...document.body.children].filter(
        (element) =>
          element.id !== 'storybook-docs' && !element.classList.contains('sb-wrapper') && element.tagName !== 'SCRIPT',
      );
      return candidates.some((element) => [...element.querySelectorAll('*')].some((child) => visible(child)));
    });
  for (let waited = 0; waited <= 1000; waited += 100) {
    if (await drawn()) return true;
    await new Promise((tick) => setTimeout(tick, 100));
  }
  return false;
}

/** Renders every story in one pass; returns what failed. */
async function runPass(origin: string, stories: readonly StoryRef[], pass: Pass): Promise<StoryFailure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: pass.width, height: pass.height } });
    let problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${firstLine(message.text())}`);
    });
    page.on('pageerror', (error) => problems.push(`ошибка на странице: ${firstLine(error.message)}`));
    // tsx keeps function names with a helper the page does not have: the functions evaluated below would call it.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.goto(`${origin}/iframe.html?viewMode=story`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window && '__STORYBOOK_PREVIEW__' in window);
    await page.evaluate(async (colorMode) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } })
        .__STORYBOOK_PREVIEW__;
      await preview.ready();
      // The toolbar's colour mode for every story after (a story that sets its own keeps it).
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, a: unknown): void } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('updateGlobals', { globals: { colorMode } });
    }, pass.colorMode);
    // Whatever the empty preview logged at its start belongs to no story.
    problems = [];

    const failures: StoryFailure[] = [];
    for (const story of stories) {
      const outcome = await showStory(page, story.id);
      if (outcome.ended === 'failed') problems.push(firstLine(outcome.message));
      else if (!(await drewSomething(page))) problems.push('пустой корень: история ничего не нарисовала');
      // A frame more, so what the story logged on its way out is told of it, not of the next one.
      await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => setTimeout(frame, 0))));
      if (problems.length > 0) failures.push({ story, pass, problems });
      problems = [];
    }
    const modes = await page.evaluate(() => document.documentElement.dataset['colorMode']);
    if (modes !== pass.colorMode) throw new Error(`Проход «${pass.label}» шёл в теме ${String(modes)}`);
    return failures;
  } finally {
    await browser.close();
  }
}

const index: unknown = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'));
const stories = storiesOf(index);
const { server, origin } = await serve(staticDir);
const failures: StoryFailure[] = [];
try {
  for (const pass of PASSES) {
    const began = Date.now();
    const failed = await runPass(origin, stories, pass);
    failures.push(...failed);
    const seconds = ((Date.now() - began) / 1000).toFixed(1);
    console.log(
      `${pass.label}: ${stories.length - failed.length} из ${stories.length} историй без ошибок (${seconds} с)`,
    );
  }
} finally {
  server.close();
}
if (failures.length > 0) {
  console.log(`\n${failureReport(failures)}`);
  console.log(`\nИстории с ошибками: ${failures.length}`);
  process.exit(1);
}
