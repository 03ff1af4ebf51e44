import { spawn } from 'node:child_process';
import { BackupError } from './errors';

/** What to tell someone whose machine lacks a program the backup runs. */
const INSTALL_HINTS: Record<string, string> = {
  pg_dump:
    'установите клиент PostgreSQL той же или более новой версии, что и сервер (Debian/Ubuntu: apt-get install postgresql-client)',
  pg_restore:
    'установите клиент PostgreSQL той же или более новой версии, что и сервер (Debian/Ubuntu: apt-get install postgresql-client)',
  tar: 'установите tar (Debian/Ubuntu: apt-get install tar)',
};

/** Lines of a failed program's stderr kept for the message: its own explanation, not pages of it. */
const KEPT_STDERR_CHARS = 4000;

/**
 * Runs `program` with `args` to its end; stdout is discarded, stderr kept for the error. A missing program and a
 * non-zero exit both become a {@link BackupError} in Russian that names the program.
 */
export function runProgram(
  program: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-KEPT_STDERR_CHARS);
    });
    child.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') {
        const hint = INSTALL_HINTS[program];
        reject(new BackupError(`Программа ${program} не найдена${hint === undefined ? '' : `: ${hint}`}.`));
      } else reject(err);
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${program} завершилась с ${signal === null ? `кодом ${code}` : `сигналом ${signal}`}${stderr.trim() === '' ? '.' : `:\n${stderr.trim()}`}`,
          ),
        );
    });
  });
}
