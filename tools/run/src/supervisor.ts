/**
 * Starts the shop's processes, prints their output under a name, waits until each answers its health URL, and stops
 * them all together: on Ctrl+C or SIGTERM, or as soon as one of them ends by itself. Used by `npm start` (one process
 * of each kind) and `npm run start:cluster` (several, behind nginx).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** One process to run: a TypeScript entry under Node with the tsx loader, or any command. */
export interface ProcessSpec {
  name: string;
  cwd: string;
  /** TypeScript entry relative to `cwd` (run by Node with tsx), or a command and its arguments. */
  entry: string | { command: string; args: string[] };
  env: Record<string, string>;
  /** Polled until it answers 2xx; then the process counts as up. Without one it is up once started. */
  healthUrl?: string;
  /** Started again a second after it ends by itself (as systemd's Restart=always), instead of stopping everything. */
  restart?: boolean;
}

/** How long a process that ended by itself waits before it is started again. */
const RESTART_DELAY_MS = 1000;

/** How long a process may take to answer its health URL. */
export const HEALTH_TIMEOUT_MS = 90_000;
/** How long a process may take to stop after SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 10_000;

export class Supervisor {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;
  private readonly width: number;

  /** `onLine` sees every line any process prints (the run command picks notices out of them). */
  constructor(
    private readonly onLine: (line: string) => void = () => undefined,
    width = 13,
  ) {
    this.width = width;
    process.on('SIGINT', () => void this.stopAll(0));
    process.on('SIGTERM', () => void this.stopAll(0));
  }

  /** The running child called `name`. */
  child(name: string): ChildProcess | undefined {
    return this.children.get(name);
  }

  /** Starts `spec`; when it ends by itself, everything stops with exit code 1. */
  start(spec: ProcessSpec): ChildProcess {
    const [command, args] =
      typeof spec.entry === 'string'
        ? [process.execPath, ['--import', 'tsx', spec.entry]]
        : [spec.entry.command, spec.entry.args];
    const child = spawn(command, args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = this.prefix(spec.name);
    this.relay(child, prefix);
    child.on('exit', (code, signal) => {
      if (this.stopping) return;
      if (spec.restart === true) {
        console.error(`${prefix}остановлен (код ${code ?? signal}); перезапускаю`);
        setTimeout(() => this.stopping || this.start(spec), RESTART_DELAY_MS).unref();
        return;
      }
      console.error(`${prefix}остановлен (код ${code ?? signal}); останавливаю остальные`);
      void this.stopAll(1);
    });
    this.children.set(spec.name, child);
    return child;
  }

  /** The column a process's lines are printed under: `[name]`, padded so that the lines align. */
  prefix(name: string): string {
    return `[${name}]`.padEnd(this.width);
  }

  /** Prints a child's output line by line under `prefix`. */
  relay(child: ChildProcess, prefix: string): void {
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream?.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          process.stdout.write(`${prefix}${line}\n`);
          this.onLine(line);
        }
      });
    }
  }

  /** Resolves once `spec` answers its health URL; throws after {@link HEALTH_TIMEOUT_MS}. */
  async waitUntilUp(spec: ProcessSpec): Promise<void> {
    if (spec.healthUrl === undefined) return;
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(spec.healthUrl, { redirect: 'manual' });
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(300);
    }
    throw new Error(`${spec.name} не ответил на ${spec.healthUrl} за ${HEALTH_TIMEOUT_MS / 1000} с`);
  }

  /** Starts each spec and waits until all of them answer. */
  async startAll(specs: readonly ProcessSpec[]): Promise<void> {
    for (const spec of specs) this.start(spec);
    await Promise.all(specs.map((spec) => this.waitUntilUp(spec)));
  }

  /** SIGTERM to every running child (SIGKILL after a bound), then exits with `exitCode`. */
  async stopAll(exitCode: number): Promise<never> {
    this.stopping = true;
    const exits = [...this.children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          // A process that ignores SIGTERM must not keep the terminal hostage.
          setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS).unref();
        }),
    );
    await Promise.all(exits);
    process.exit(exitCode);
  }
}
